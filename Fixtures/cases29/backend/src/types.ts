import type { z } from 'zod';
import type { FollowRequest } from './schemas/follow.js';
import type { GameItemSchema, LinescoreEndSchema } from './schemas/hub.js';

/** Summary row for the schedule list. */
export interface GameSummary {
  gameId: string;
  sheet: string;
  homeName: string;
  awayName: string;
  scoreline: string;
  statusLine: string;
  isLive: boolean;
}

export type LinescoreCell = {
  end: number;
  homePoints: number | null;
  awayPoints: number | null;
  cellLabel: string;
  homeHadHammer: boolean;
};

export type GameItemInput = z.input<typeof GameItemSchema>;
export type LinescoreRow = z.infer<typeof LinescoreEndSchema>[];

export interface ApnsConfig {
  keyId: string;
  teamId: string;
  bundleId: string;
  privateKeyPath: string;
  production: boolean;
}

export type FollowKey = Pick<FollowRequest, 'gameId'> & { userId: string };

export interface PollerCursor {
  eventId: string;
  lastFeedSequence: number;
}
