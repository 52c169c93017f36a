import { z } from 'zod';

export const FollowRequestSchema = z.object({
  matchId: z.string(),
  teamId: z.string().optional(),
});

export const FollowRecordSchema = z.object({
  userId: z.string(),
  matchId: z.string(),
  teamId: z.string().nullable(),
  createdAt: z.number().int(), // Unix epoch ms
  ttl: z.number().int(), // Unix epoch seconds; DynamoDB TTL attribute
});

export const FollowResponseSchema = z.object({
  matchId: z.string(),
  status: z.enum(['following', 'not_following']),
  teamId: z.string().nullable(),
});

export const UserFollowsResponseSchema = z.object({
  matchIds: z.array(z.string()),
  teams: z.array(z.string()).optional(), // only present with ?include=teams
});

export type FollowRecord = z.infer<typeof FollowRecordSchema>;
export type FollowRequest = z.infer<typeof FollowRequestSchema>;
