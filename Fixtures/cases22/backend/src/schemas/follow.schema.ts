import { z } from 'zod';

export const FollowStatusSchema = z.enum(['following', 'not_following']);

export const FollowRequestSchema = z.object({
  matchId: z.string().min(1),
  teamId: z.string().optional(),
});

export const FollowResponseSchema = z.object({
  matchId: z.string(),
  status: FollowStatusSchema,
  teamId: z.string().nullable(),
});

export const UserFollowsResponseSchema = z.object({
  matchIds: z.array(z.string()),
});

export const MatchFollowRecordSchema = z.object({
  userId: z.string(),
  matchId: z.string(),
  teamId: z.string().nullable(),
  createdAt: z.number().int(), // epoch ms
  ttl: z.number().int(), // epoch seconds; DynamoDB TTL attribute
});

export const ActivitySubscriptionSchema = z.object({
  matchId: z.string(),
  token: z.string(),
  userId: z.string(),
  deviceId: z.string(),
  frequentPushesEnabled: z.boolean(),
  registeredAt: z.number().int(),
  ttl: z.number().int(), // epoch seconds; 48h after the match ends
});

export type FollowRequest = z.infer<typeof FollowRequestSchema>;
export type FollowResponse = z.infer<typeof FollowResponseSchema>;
export type MatchFollowRecord = z.infer<typeof MatchFollowRecordSchema>;

export interface ActivitySubscription {
  matchId: string;
  token: string;
  userId: string;
  deviceId: string;
  frequentPushesEnabled: boolean;
  registeredAt: number;
  ttl: number;
}
