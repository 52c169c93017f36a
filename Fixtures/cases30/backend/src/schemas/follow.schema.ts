import { z } from 'zod';

export const FollowStatusSchema = z.enum(['following', 'not_following']);

export const FollowResponseSchema = z.object({
  gameId: z.string(),
  status: FollowStatusSchema,
  teamId: z.string().nullable(), // perspective the fan picked; null means neutral
  confirmationText: z.string(),
});

export const FollowRecordSchema = z.object({
  userId: z.string(),
  gameId: z.string(),
  teamId: z.string().nullable(),
  followedAt: z.number().int(), // Unix epoch seconds
  ttl: z.number().int(), // DynamoDB TTL, Unix epoch seconds; 48 h after the final whistle
});

export const ActivitySubscriptionSchema = z.object({
  gameId: z.string(),
  token: z.string(),
  userId: z.string(),
  registeredAt: z.number().int(),
  ttl: z.number().int(), // Unix epoch seconds; refreshed on every token rotation
});

export const UserFollowsResponseSchema = z.object({
  gameIds: z.array(z.string()),
});

export type FollowResponse = z.infer<typeof FollowResponseSchema>;
export type FollowRecord = z.infer<typeof FollowRecordSchema>;
export type ActivitySubscription = z.infer<typeof ActivitySubscriptionSchema>;
