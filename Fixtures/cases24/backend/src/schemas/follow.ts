import { z } from 'zod';

export const FollowStatusSchema = z.enum(['following', 'not_following']);

export const FollowRecordSchema = z.object({
  userId: z.string(),
  matchId: z.string(),
  teamId: z.string().nullable(),
  createdAt: z.number().int(),
  ttl: z.number().int(), // Unix epoch seconds; DynamoDB deletes the record after this
});

export const FollowRequestSchema = z.object({
  matchId: z.string().min(1),
  teamId: z.string().nullable().default(null),
});

export const FollowResponseSchema = z.object({
  matchId: z.string(),
  status: FollowStatusSchema,
  teamId: z.string().nullable(),
});

export const ActivitySubscriptionSchema = z.object({
  matchId: z.string(),
  pushToken: z.string(),
  userId: z.string(),
  registeredAt: z.number().int(), // Unix epoch seconds
  ttl: z.number().int(), // Unix epoch seconds
});

export type FollowRecord = z.infer<typeof FollowRecordSchema>;
export type FollowRequest = z.infer<typeof FollowRequestSchema>;

export interface ActivitySubscription {
  matchId: string;
  pushToken: string;
  userId: string;
  registeredAt: number;
  ttl: number;
}

export interface FollowStoreOptions {
  tableName: string;
  ttlHoursAfterEnd: number;
}
