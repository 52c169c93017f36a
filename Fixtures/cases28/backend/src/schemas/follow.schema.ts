import { z } from 'zod';

export const FollowRequestSchema = z.object({
  matchId: z.string(),
  playerId: z.string().optional(),
});

export const FollowRecordSchema = z.object({
  userId: z.string(),
  matchId: z.string(),
  playerId: z.string().nullable(),
  createdAt: z.string().datetime(), // ISO 8601 UTC
  ttl: z.number().int(), // Unix epoch seconds; DynamoDB expiry, 48h after the match ends
});

export const ActivitySubscriptionSchema = z.object({
  matchId: z.string(),
  pushToken: z.string(),
  userId: z.string(),
  deviceId: z.string(),
  frequentPushesEnabled: z.boolean(),
  registeredAt: z.string().datetime(), // ISO 8601 UTC
  ttl: z.number().int(), // Unix epoch seconds
});

export const FollowResponseSchema = z.object({
  matchId: z.string(),
  status: z.enum(['following', 'not_following']),
  playerId: z.string().nullable(),
});

export const UserFollowsResponseSchema = z.object({
  matchIds: z.array(z.string()),
});

export type FollowRequest = z.infer<typeof FollowRequestSchema>;
export type FollowRecord = z.infer<typeof FollowRecordSchema>;
export type FollowResponse = z.infer<typeof FollowResponseSchema>;

export interface ActivitySubscription {
  matchId: string;
  pushToken: string;
  userId: string;
  deviceId: string;
  frequentPushesEnabled: boolean;
  registeredAt: string;
  ttl: number;
}
