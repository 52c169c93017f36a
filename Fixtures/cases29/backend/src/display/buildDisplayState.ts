import { displayCopy } from './gameDisplay.messages.js';
import { currentEnd, nextHammer, sumPoints } from './linescore.js';
import { logger } from '../lib/logger.js';
import type { RawGame } from '../schemas/game.js';
import type { LiveActivityContentState } from '../schemas/liveActivity.js';

export const MATCH_SCHEMA_VERSION = 7;

export type GameDisplay = LiveActivityContentState & { lastShooter: string | null };

export interface ShotEvent {
  shooter: string;
  description: string;
  stoneNumber: number;
}

/** Orchestrates every display value the app and widget render. */
export function buildDisplayState(game: RawGame, lastShot?: ShotEvent): GameDisplay {
  if (game.ends.length === 0) throw new Error(`game ${game.gameId} has no ends yet`);
  logger.debug(`building display for ${game.gameId}`, { phase: game.phase });

  const homeTotal = sumPoints(game.ends, 'home');
  const awayTotal = sumPoints(game.ends, 'away');
  const scoreline = `${homeTotal} – ${awayTotal}`;
  const endNumber = currentEnd(game.ends);
  const hammerSide = nextHammer(game.ends, game.ends[0]?.homeHadHammer ? 'home' : 'away');
  const stonesRemaining = lastShot ? 16 - lastShot.stoneNumber : 16;

  const endLabel = game.phase === 'extra_end' ? displayCopy.extraEnd : displayCopy.endOf(endNumber, game.scheduledEnds);
  const stonesNote = stonesRemaining === 16 ? 'All 16 to come' : displayCopy.stonesLeft(stonesRemaining);
  const hammerTeam = hammerSide === 'home' ? game.home.shortName : game.away.shortName;

  let footnote: string | null = displayCopy.hammerWith(hammerTeam);
  if (game.conceded) {
    const loser = homeTotal < awayTotal ? game.home.shortName : game.away.shortName;
    footnote = `${loser} conceded after ${endNumber - 1} ends`;
  } else if (game.phase === 'end_break') {
    footnote = displayCopy.endBreak(endNumber - 1);
  }

  return {
    headline: `${game.home.skip} v ${game.away.skip}`,
    scoreline,
    homeTotal,
    awayTotal,
    endLabel,
    hammerSide,
    stonesRemaining,
    stonesNote,
    phase: game.phase,
    sentiment: game.conceded ? 'dominant' : Math.abs(homeTotal - awayTotal) <= 1 ? 'tense' : 'neutral',
    footnote,
    compact: {
      leading: `${game.home.shortName} ${homeTotal}`,
      trailing: `${game.away.shortName} ${awayTotal}`,
      minimal: `${homeTotal}–${awayTotal}`,
    },
    expanded: {
      home_line: `${game.home.skip} ${homeTotal}`,
      away_line: `${game.away.skip} ${awayTotal}`,
      center_caption: endLabel,
      power_play_note: null,
      last_shot: lastShot ? `${lastShot.shooter}: ${lastShot.description}` : undefined,
    },
    lastShooter: lastShot?.shooter ?? null,
  };
}

export function hammerLine(game: RawGame): string {
  const side = nextHammer(game.ends, 'home');
  return `${side === 'home' ? game.home.shortName : game.away.shortName} have hammer`;
}
