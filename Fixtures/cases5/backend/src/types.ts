import type { z } from 'zod';
import type { matchSchema, scoreEventSchema, teamSchema } from './schemas/match';
import type { followRequestSchema } from './schemas/user';
import type {
  liveActivityAttributesSchema,
  liveActivityContentStateSchema,
  liveActivityDisplayStateSchema,
} from './schemas/liveActivity';

export type Match = z.infer<typeof matchSchema>;
export type Team = z.infer<typeof teamSchema>;
export type ScoreEvent = z.infer<typeof scoreEventSchema>;
export type FollowRequest = z.infer<typeof followRequestSchema>;
export type LiveActivityDisplayState = z.infer<typeof liveActivityDisplayStateSchema>;
export type LiveActivityContentState = z.infer<typeof liveActivityContentStateSchema>;
export type LiveActivityAttributes = z.infer<typeof liveActivityAttributesSchema>;

export interface FollowResponse {
  matchId: string;
  status: 'following' | 'not_following';
  teamId: string | null;
  followedAt: string;
  liveActivityEligible: boolean;
  pushToStartSent?: boolean;
}

/**
 * Row in the maul-match-follows table. Storage shape only; it never crosses the
 * API boundary, so there is no Zod schema for it.
 */
export interface MatchFollowRecord {
  userId: string;
  matchId: string;
  teamId: string | null;
  followedAt: string;
  ttl: number;
}

/** Row in the maul-activity-subscriptions table (partition matchId, sort pushToken). */
export interface ActivitySubscription {
  matchId: string;
  pushToken: string;
  userId: string;
  teamId: string | null;
  frequentPushesEnabled: boolean;
  lastPushedAt: number | null;
  ttl: number;
}
