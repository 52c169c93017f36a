import { z } from 'zod';

export const FollowRequestSchema = z.object({
  matchId: z.string(),
  teamId: z.string().optional(),
});

export const FollowResponseSchema = z.object({
  matchId: z.string(),
  status: z.enum(['following', 'not_following']),
  teamId: z.string().nullable(),
});

export const MatchFollowSchema = z.object({
  userId: z.string(),
  matchId: z.string(),
  teamId: z.string().nullable(), // null: neutral perspective
  followedAt: z.number().int(), // epoch milliseconds
  ttl: z.number().int(),
});

export const ActivitySubscriptionSchema = z.object({
  matchId: z.string(),
  token: z.string(),
  userId: z.string(),
  environment: z.enum(['sandbox', 'production']),
  createdAt: z.number().int(), // epoch milliseconds
  ttl: z.number().int(), // epoch seconds; DynamoDB TTL attribute
  relevanceScore: z.number().min(0).max(100),
});

export type FollowRequest = z.infer<typeof FollowRequestSchema>;
export type FollowResponse = z.infer<typeof FollowResponseSchema>;
export type ActivitySubscription = z.infer<typeof ActivitySubscriptionSchema>;

export interface MatchFollow {
  userId: string;
  matchId: string;
  teamId: string | null;
  followedAt: number;
  ttl: number;
}

export interface FollowContext {
  userId: string;
  requestId: string;
  appVersion: string;
}
