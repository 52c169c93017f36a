import { z } from 'zod';

export const FollowRequestSchema = z.object({
  matchId: z.string().min(1),
  playerId: z.string().optional(), // follow from this player's side; omitted for a neutral view
});

export const FollowRecordSchema = z.object({
  userId: z.string(),
  matchId: z.string(),
  playerId: z.string().nullable(),
  createdAt: z.number().int(), // Unix epoch seconds
  ttl: z.number().int(), // DynamoDB TTL attribute, Unix epoch seconds
});

export const FollowStatusSchema = z.enum(['following', 'not_following']);

export const FollowResponseSchema = z.object({
  matchId: z.string(),
  status: FollowStatusSchema,
  message: z.string().nullable(),
});

export const UserFollowsResponseSchema = z.object({
  matchIds: z.array(z.string()),
});

export const ActivityTokenRequestSchema = z.object({
  matchId: z.string(),
  pushToken: z.string().regex(/^[0-9a-f]+$/), // hex-encoded ActivityKit push token
  previousToken: z.string().optional(), // set when ActivityKit rotated the token
  frequentPushesEnabled: z.boolean(),
});

export const SubscriptionRecordSchema = z.object({
  matchId: z.string(),
  token: z.string(),
  userId: z.string(),
  createdAt: z.number().int(), // Unix epoch seconds
  ttl: z.number().int(), // DynamoDB TTL attribute, Unix epoch seconds
});

export type FollowRecord = z.infer<typeof FollowRecordSchema>;
export type FollowResponse = z.infer<typeof FollowResponseSchema>;
export type SubscriptionRecord = z.infer<typeof SubscriptionRecordSchema>;
