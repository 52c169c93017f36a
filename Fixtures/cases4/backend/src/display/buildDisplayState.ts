import type { LiveActivityDisplayState } from '../schemas/liveActivity.js';
import type { MatchDisplayState, PlayerLine } from '../schemas/match.js';
import type { MatchRecord } from '../stores/matchStore.js';
import { checkoutLine, displayMessages as m } from './display.messages.js';

type Sentiment = MatchDisplayState['sentiment'];

const APPLE_REFERENCE_OFFSET_SECONDS = 978_307_200;

/** ActivityKit decodes Date as seconds since 2001-01-01. */
export const toAppleReference = (epochMs: number): number => epochMs / 1000 - APPLE_REFERENCE_OFFSET_SECONDS;

const localTime = (iso: string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));

const matchTitle = (match: MatchRecord): string => `${match.eventName} — ${match.roundName}`;

function orderPlayers(match: MatchRecord, perspectivePlayerId?: string | null): [PlayerLine, PlayerLine] {
  if (!perspectivePlayerId || perspectivePlayerId === match.home.playerId) return [match.home, match.away];
  if (perspectivePlayerId === match.away.playerId) return [match.away, match.home];
  throw new Error(`buildDisplayState: ${perspectivePlayerId} is not playing in ${match.matchId}`);
}

function threeDartAverage(p: PlayerLine): number {
  return p.dartsThrown === 0 ? 0 : (p.pointsScored / p.dartsThrown) * 3;
}

function progress(match: MatchRecord): number {
  const setsToWin = (match.bestOfSets + 1) / 2;
  const best = Math.max(match.home.setsWon, match.away.setsWon);
  return Math.min(1, best / setsToWin);
}

function sentimentFor(a: PlayerLine, b: PlayerLine): Sentiment {
  const gap = a.setsWon - b.setsWon;
  if (Math.abs(gap) >= 2) return 'dominant';
  if (gap === 0 && a.legsWon === b.legsWon) return 'tense';
  return 'neutral';
}

function statusText(match: MatchRecord, thrower: PlayerLine): string {
  switch (match.phase) {
    case 'pre':
      return m.walkOns(localTime(match.startTime, match.venueTimeZone));
    case 'interval':
      return m.interval(match.nextSessionAt ? localTime(new Date(match.nextSessionAt).toISOString(), match.venueTimeZone) : '');
    case 'live':
      return m.toThrow(match.home.setsWon + match.away.setsWon + 1, match.legNumber, thrower.name);
    case 'completed':
      return m.finished;
    case 'abandoned':
      return 'Match abandoned';
  }
}

function lastVisitText(match: MatchRecord): string | null {
  if (!match.lastVisit) return null;
  if (match.lastVisit.score === 180) {
    const player = match.home.playerId === match.lastVisit.playerId ? match.home : match.away;
    return m.maximum(player.name);
  }
  return m.lastVisit(match.lastVisit.darts, match.lastVisit.score);
}

export function buildMatchDisplay(match: MatchRecord): MatchDisplayState {
  const thrower = match.home.isThrowing ? match.home : match.away;
  return {
    title: matchTitle(match),
    statusText: statusText(match, thrower),
    scoreText: m.sets(match.home, match.away),
    setsText: m.sets(match.home, match.away),
    legsText: m.legs(match.home, match.away),
    homeAverageText: m.average(threeDartAverage(match.home)),
    awayAverageText: m.average(threeDartAverage(match.away)),
    lastVisitText: lastVisitText(match),
    checkoutText: match.phase === 'live' ? checkoutLine(thrower.remaining, m.checkoutRoutes[thrower.remaining]) : null,
    startTimeText: localTime(match.startTime, match.venueTimeZone),
    sentiment: sentimentFor(match.home, match.away),
    progress: progress(match),
  };
}

export function buildDisplayState(match: MatchRecord, perspectivePlayerId?: string | null): LiveActivityDisplayState {
  const [first, second] = orderPlayers(match, perspectivePlayerId);
  const thrower = first.isThrowing ? first : second;
  const winner = first.setsWon >= second.setsWon ? first : second;
  const loser = winner === first ? second : first;

  return {
    phase: match.phase,
    compact: {
      leadingText: m.compactLeading(first),
      trailingText: m.compactTrailing(second),
      minimalText: m.sets(first, second),
    },
    expanded: {
      title: matchTitle(match),
      statusText: statusText(match, thrower),
      homeRemainingText: m.remaining(first.remaining),
      awayRemainingText: m.remaining(second.remaining),
      setsText: m.sets(first, second),
      legsText: m.legs(first, second),
      lastVisitText: lastVisitText(match) ?? 'No darts thrown yet',
      checkoutText: match.phase === 'live' ? checkoutLine(thrower.remaining, m.checkoutRoutes[thrower.remaining]) : null,
      resultText: match.phase === 'completed' ? m.result(winner, loser) : null,
      nextSessionAt: match.nextSessionAt ? toAppleReference(match.nextSessionAt) : null,
      progressPercent: Math.round(progress(match) * 100),
    },
    sentiment: sentimentFor(first, second),
    homeSets: first.setsWon,
    awaySets: second.setsWon,
    homeThrowing: first.isThrowing,
    awayThrowing: second.isThrowing,
    legNumber: match.legNumber,
    legsPerSet: match.legsPerSet,
    updatedAt: toAppleReference(Date.now()),
  };
}
