import { z } from 'zod';

export const FollowRequestSchema = z.object({
  matchId: z.string().min(1),
  playerId: z.string().nullable(), // whose perspective the Live Activity takes; null = home player
});

export const FollowStatusSchema = z.enum(['following', 'not_following']);

export const FollowResponseSchema = z.object({
  matchId: z.string(),
  status: FollowStatusSchema,
  followedAt: z.string().datetime(), // ISO 8601 UTC
});

export const UserFollowsResponseSchema = z.object({
  matchIds: z.array(z.string()),
});

/** Row in oche-match-follows (pk userId, sk matchId). */
export const FollowRecordSchema = z.object({
  userId: z.string(),
  matchId: z.string(),
  playerId: z.string().nullable(),
  followedAt: z.number().int(), // Unix epoch milliseconds
  muted: z.boolean().default(false),
  ttl: z.number().int().positive(),
});

/** Row in oche-activity-subscriptions (pk matchId, sk subscriptionId). */
export const ActivitySubscriptionSchema = z.object({
  matchId: z.string(),
  subscriptionId: z.string(), // `${userId}#${first 16 hex chars of the token}`
  userId: z.string(),
  pushToken: z.string(),
  frequentPushesEnabled: z.boolean(),
  createdAt: z.number().int(), // Unix epoch milliseconds
  lastPushedAt: z.number().int().nullable(), // Unix epoch milliseconds
  ttl: z.number().int(), // Unix epoch seconds, DynamoDB TTL attribute
});

export const ActivityTokenRequestSchema = z.object({
  matchId: z.string().min(1),
  pushToken: z.string().regex(/^[0-9a-f]+$/),
  frequentPushesEnabled: z.boolean(),
});

export const PushTokenRequestSchema = z.object({
  token: z.string().regex(/^[0-9a-f]+$/),
  kind: z.enum(['device', 'push_to_start']),
  environment: z.enum(['sandbox', 'production']),
});

/** Row in oche-push-tokens (pk userId, sk token). */
export const PushTokenRecordSchema = z.object({
  userId: z.string(),
  token: z.string(),
  kind: z.enum(['device', 'push_to_start']),
  environment: z.enum(['sandbox', 'production']),
  registeredAt: z.number().int(), // Unix epoch milliseconds of the latest registration
  registrations: z.number().int(), // how many times the app re-sent this token
});

export type FollowRequest = z.infer<typeof FollowRequestSchema>;
export type FollowRecord = z.infer<typeof FollowRecordSchema>;
export type ActivityTokenRequest = z.infer<typeof ActivityTokenRequestSchema>;
export type PushTokenRequest = z.infer<typeof PushTokenRequestSchema>;
