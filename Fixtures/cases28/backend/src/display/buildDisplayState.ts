import { log } from '../lib/logger.js';
import type { LiveActivityDisplayState } from '../schemas/display.schema.js';
import type { Match } from '../schemas/match.schema.js';
import { displayCopy, phaseLabels, statsCopy } from './display.messages.js';

function gamesWon(match: Match): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (const g of match.games) {
    const done = Math.max(g.home, g.away) >= 11 && Math.abs(g.home - g.away) >= 2;
    if (!done) continue;
    if (g.home > g.away) home++;
    else away++;
  }
  return { home, away };
}

function currentGame(match: Match) {
  return match.games[match.games.length - 1] ?? { gameNumber: 1, home: 0, away: 0 };
}

function statusText(match: Match): string {
  const game = currentGame(match);
  switch (match.phase) {
    case 'pre':
      return phaseLabels.pre;
    case 'timeout':
      return `Timeout called in game ${game.gameNumber}`;
    case 'delayed':
      if (match.delayReason === 'faulty_table') return displayCopy.delayedTable(match.delayMinutes ?? 10);
      if (match.delayReason === 'lighting') return displayCopy.delayedLighting(match.delayMinutes ?? 10);
      return 'Play suspended, back shortly';
    case 'completed': {
      const won = gamesWon(match);
      const winner = won.home > won.away ? match.home.shortName : match.away.shortName;
      return displayCopy.finalNote(winner, displayCopy.scoreline(Math.max(won.home, won.away), Math.min(won.home, won.away)));
    }
    default:
      return displayCopy.gameLabel(game.gameNumber);
  }
}

function noteText(match: Match): string | null {
  if (match.expediteActive) return displayCopy.expedite;
  const game = currentGame(match);
  if (game.home >= 10 && game.away >= 10 && game.home === game.away) return displayCopy.deuce;
  if (match.phase === 'walkover') return `${match.away.shortName} withdrew before the match`;
  return null;
}

export function buildDisplayState(match: Match): LiveActivityDisplayState {
  const won = gamesWon(match);
  const game = currentGame(match);
  const gamesText = displayCopy.scoreline(won.home, won.away);
  const pointsText = displayCopy.scoreline(game.home, game.away);
  const needed = Math.ceil(match.bestOf / 2);
  log.debug('built display state', { matchId: match.matchId, phase: match.phase });
  if (match.games.length === 0 && match.phase === 'live') {
    log.warn('live match without games', { matchId: match.matchId });
  }
  return {
    matchId: match.matchId,
    phaseLabel: phaseLabels[match.phase],
    sentiment: Math.abs(won.home - won.away) >= 2 ? 'one_sided' : 'tight',
    compact: {
      leadingText: gamesText,
      trailingText: pointsText,
      minimalText: pointsText,
    },
    expanded: {
      titleText: `${match.eventName} · ${match.roundName}`,
      homeName: match.home.shortName,
      awayName: match.away.shortName,
      homeFlag: match.home.flagEmoji,
      awayFlag: match.away.flagEmoji,
      gamesText,
      pointsText,
      serverSide: match.serverPlayerId === null ? null : match.serverPlayerId === match.home.playerId ? 'home' : 'away',
      statusText: statusText(match),
      noteText: noteText(match),
      gameHistory: match.games.map((g) => displayCopy.scoreline(g.home, g.away)),
      progressFraction: Math.max(won.home, won.away) / needed,
    },
    updatedAt: Math.floor(Date.now() / 1000),
  };
}

export function buildStats(servePct: number, receivePct: number, run: number, runner: string) {
  return {
    servePointsWonText: statsCopy.servePointsWon(servePct),
    receivePointsWonText: statsCopy.receivePointsWon(receivePct),
    longestRunText: run > 0 ? statsCopy.longestRun(run, runner) : 'No runs yet',
  };
}

export function assertBestOf(match: Match): void {
  if (match.bestOf !== 5 && match.bestOf !== 7) {
    throw new Error(`unsupported bestOf ${match.bestOf} for match ${match.matchId}`);
  }
}
