import { z } from 'zod';

export const FollowRequestSchema = z.object({
  matchId: z.string().min(1),
  teamId: z.string().nullable(),
});

export const FollowStatusSchema = z.enum(['following', 'not_following']);

export const FollowResponseSchema = z.object({
  matchId: z.string(),
  status: FollowStatusSchema,
  teamId: z.string().optional(),
});

export const UserFollowsResponseSchema = z.object({
  matchIds: z.array(z.string()),
});

export const FollowRecordSchema = z.object({
  userId: z.string(),
  matchId: z.string(),
  teamId: z.string().nullable(),
  createdAt: z.number().int(), // epoch milliseconds
  ttl: z.number().int(), // epoch seconds, DynamoDB TTL attribute
});

export type FollowRequest = z.infer<typeof FollowRequestSchema>;
export type FollowResponse = z.infer<typeof FollowResponseSchema>;
export type FollowRecord = z.infer<typeof FollowRecordSchema>;

export interface FollowResponseBody {
  matchId: string;
  status: 'following' | 'not_following';
  teamId?: string;
}
