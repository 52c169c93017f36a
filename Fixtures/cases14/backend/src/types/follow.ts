import type { z } from 'zod';
import type { FollowRequestSchema } from '../schemas/follow.schema';

export type FollowRequestBody = z.infer<typeof FollowRequestSchema>;

export interface FollowRecord {
  userId: string;
  matchId: string;
  teamId: string | null;
  createdAt: number;
  ttl: number;
}

export interface AuthedRequestContext {
  userId: string;
  groups: string[];
}
