import { z } from 'zod';

export const FollowRequestSchema = z.object({
  matchId: z.string(),
  perspectivePlayerId: z.string().optional(),
});

export const FollowResponseSchema = z.object({
  matchId: z.string(),
  status: z.enum(['following', 'not_following']),
  perspectivePlayerId: z.string().nullable(),
});

export const UserFollowsResponseSchema = z.object({
  matchIds: z.array(z.string()),
});

export const FollowRecordSchema = z.object({
  userId: z.string(),
  matchId: z.string(),
  perspectivePlayerId: z.string().nullable(),
  createdAt: z.number(), // epoch millis
  ttl: z.number(),
});

export type FollowRequest = z.infer<typeof FollowRequestSchema>;
export type FollowResponse = z.infer<typeof FollowResponseSchema>;
export type FollowRecord = z.infer<typeof FollowRecordSchema>;
