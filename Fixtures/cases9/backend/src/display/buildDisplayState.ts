import { placeholderCopy } from './roundDisplay.messages.js';
import { formatThruDisplay, formatToParDisplay, getLiveNote, type RoundStatus, type ScoringEvent } from './roundDisplay.js';
import type { RoundContentState } from '../schemas/liveActivity.schema.js';
import type { LeaderboardEntry, LeaderboardResponse } from '../schemas/leaderboard.schema.js';
import { logger } from '../logger.js';

const SUSPENDED_NOTE = 'Weather delay. We will update you when play resumes.';

export interface DisplayInputs {
  status: RoundStatus;
  entry: LeaderboardEntry;
  holesThisRound: number;
  teeTimeLocal: string;
  lastEvent: ScoringEvent | null;
  cutToPar: number | null;
}

function describeCut(cutToPar: number | null): string | null {
  if (cutToPar === null) return null;
  return `Projected cut ${formatToParDisplay(cutToPar)}`;
}

export function buildDisplayState(inputs: DisplayInputs): RoundContentState {
  const { status, entry, lastEvent } = inputs;
  const eventLine = status === 'suspended' ? SUSPENDED_NOTE : getLiveNote(lastEvent, entry);

  // APNs drops updates whose timestamp is not newer than the last one, so the
  // state carries the poll time rather than the provider's (often stale) clock.
  const updatedAtEpoch = Math.floor(Date.now() / 1000);

  return {
    positionDisplay: entry.isMissedCut ? 'MC' : entry.positionDisplay,
    toParDisplay: formatToParDisplay(entry.toPar),
    todayDisplay: entry.todayDisplay,
    thruDisplay: formatThruDisplay(status, inputs.holesThisRound, inputs.teeTimeLocal),
    lastHoleDisplay: lastEvent ? `Hole ${lastEvent.hole}` : null,
    eventLine,
    sentiment: entry.sentiment,
    isFinal: status === 'complete',
    updatedAtEpoch,
    projectedCutDisplay: describeCut(inputs.cutToPar),
  };
}

export function buildEmptyLeaderboard(tournamentId: string, roundLabel: string): LeaderboardResponse {
  logger.info(`no scores yet for ${tournamentId}, returning placeholder`);
  return {
    tournamentId,
    roundLabel,
    cutLineDisplay: placeholderCopy.noScores,
    entries: [],
    updatedAt: new Date().toISOString(),
  };
}

export function cutLineBanner(cutToPar: number | null): string {
  // Check if null
  if (cutToPar === null) {
    return 'Cut line not set yet';
  }
  // Return the cut line text
  return `Cut line ${formatToParDisplay(cutToPar)}`;
}
