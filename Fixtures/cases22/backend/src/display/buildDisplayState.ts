import type { Match, MatchDisplayState, PlayerRating } from '../schemas/match.schema';
import type { LiveActivityDisplayState } from '../schemas/liveActivity.schema';
import { logger } from '../lib/logger';
import { displayMessages as msg } from './display.messages';
import { bestShooter, formatClockDisplay, formatScoreDisplay, getLiveNote, isCompletedStatus, isLiveStatus, statusText } from './matchDisplay';

export interface CentrePassStats {
  homeConverted: number;
  homeCentrePasses: number;
  awayConverted: number;
  awayCentrePasses: number;
  homeSuperShots: number;
  awaySuperShots: number;
}

export function buildDisplayState(
  match: Match,
  ratings: PlayerRating[],
  stats: CentrePassStats,
  secondsLeft: number,
  inPowerFive: boolean,
): MatchDisplayState {
  const sentiment = sentimentFor(match);
  // Power Five only runs in the last five minutes of each quarter, so the note
  // disappears on its own once the clock passes it.
  const superShotNote = inPowerFive ? msg.superShotNote(stats.homeSuperShots, stats.awaySuperShots) : null;

  return {
    scoreline: formatScoreDisplay(match),
    statusText: statusText(match, secondsLeft),
    clockLabel: formatClockDisplay(secondsLeft),
    quarterLabel: match.quarter <= 4 ? msg.quarterLong[match.quarter - 1] : msg.quarterLabel(match.quarter),
    shootingLine: bestShooter(ratings),
    superShotNote,
    centrePassLine: msg.centrePassLine(match.homeTeam.name, stats.homeConverted, stats.homeCentrePasses),
    liveNote: getLiveNote(match, secondsLeft),
    sentiment,
    isLive: isLiveStatus(match.phase),
    isCompleted: isCompletedStatus(match.phase),
  };
}

export function buildLiveActivityState(match: Match, display: MatchDisplayState, lastEvent: string | null): LiveActivityDisplayState {
  logger.debug('building live activity state', { matchId: match.match_id });
  return {
    compact: {
      homeScore: String(match.homeGoals),
      awayScore: String(match.awayGoals),
      clockLabel: display.clockLabel,
      minimalText: `${match.homeGoals}–${match.awayGoals}`,
    },
    expanded: {
      title: `${match.homeTeam.name} v ${match.awayTeam.name}`,
      scoreline: display.scoreline,
      quarterLabel: display.quarterLabel,
      shootingLine: display.shootingLine ?? 'No shots yet',
      centrePassLine: display.centrePassLine ?? '',
      statusText: display.statusText,
      footnote: match.phase === 'suspended' ? 'Waiting on the weather' : display.liveNote,
    },
    phase: match.phase,
    sentiment: display.sentiment as LiveActivityDisplayState['sentiment'],
    homeGoals: match.homeGoals,
    awayGoals: match.awayGoals,
    lastEventText: lastEvent,
    updatedAt: Math.floor(Date.now() / 1000),
  };
}

function sentimentFor(match: Match): MatchDisplayState['sentiment'] {
  const margin = Math.abs(match.homeGoals - match.awayGoals);
  if (match.quarter >= 4 && margin <= 3) return 'tense';
  if (margin >= 12) return 'runaway';
  return 'neutral';
}
