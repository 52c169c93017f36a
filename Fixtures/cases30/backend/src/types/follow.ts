import type { z } from 'zod';
import type { FollowRecordSchema } from '../schemas/follow.schema.js';

export type FollowRow = z.infer<typeof FollowRecordSchema>;

export interface ActivitySubscriptionRow {
  gameId: string;
  token: string;
  userId: string;
  registeredAt: number;
  ttl: number;
}

export type UnfollowOutcome = {
  removedSubscriptions: number;
  endedActivity: boolean;
};
