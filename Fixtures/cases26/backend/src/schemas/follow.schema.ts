import { z } from 'zod';

export const FollowRequestSchema = z.object({
  matchId: z.string().min(1),
  teamId: z.string().nullable(),
});

export const FollowRecordSchema = z.object({
  userId: z.string(),
  matchId: z.string(),
  teamId: z.string().nullable(), // perspective team; null follows neutrally
  createdAt: z.number(), // epoch milliseconds
  ttl: z.number().int(), // epoch seconds; DynamoDB expiry
});

export const FollowResponseSchema = z.object({
  matchId: z.string(),
  status: z.enum(['following', 'not_following']),
  teamId: z.string().optional(),
});

export const UserFollowsResponseSchema = z.object({
  matchIds: z.array(z.string()),
});

export const ActivityTokenRequestSchema = z.object({
  matchId: z.string(),
  token: z.string().regex(/^[0-9a-f]+$/),
  frequentPushesEnabled: z.boolean().nullable(),
});

export type FollowRecord = z.infer<typeof FollowRecordSchema>;
export type FollowResponse = z.infer<typeof FollowResponseSchema>;
export type ActivityTokenRequest = z.infer<typeof ActivityTokenRequestSchema>;
