import type { z } from 'zod';
import type { TeeTimeGroupSchema } from '../schemas/teeTime.schema.js';

export type { LeaderboardEntry, LeaderboardResponse } from '../schemas/leaderboard.schema.js';

/** Row shape the poller keeps in memory between polls. */
export interface CachedLeaderboardRow {
  playerId: string;
  playerName: string;
  countryCode: string;
  positionDisplay: string;
  toParDisplay: string;
  toPar: number;
  todayDisplay: string;
  thruDisplay: string;
  totalStrokes: number;
  holesCompleted: number;
  isFollowed: boolean;
  isMissedCut: boolean;
  sentiment: 'hot' | 'cold' | 'neutral';
  liveNote: string | null;
}

export type TeeTimeRow = {
  groupId: string;
  startingHole: 1 | 10;
  teeTimeDisplay: string;
  teeTimeUtc: string;
  playerNames: string[];
  intervalMinutes: number;
  wind: number | null;
};

export type TeeTimeGroupInput = z.input<typeof TeeTimeGroupSchema>;

/** Raw feed row from the scoring provider; no schema — we never return it. */
export interface ProviderScoreRow {
  PlayerID: number;
  Strokes: number | null;
  HoleNumber: number;
  RoundNumber: number;
  UpdatedUtc: string;
}

export interface PollCursor {
  tournamentId: string;
  lastSequence: number;
}
