import { z } from 'zod';

export const MatchFollowSchema = z.object({
  userId: z.string(),
  matchId: z.string(),
  playerId: z.string().nullable(), // perspective player; null = neutral
  createdAt: z.number().int(), // epoch seconds
  ttl: z.number().int(),
});

export const ActivitySubscriptionSchema = z.object({
  matchId: z.string(),
  pushToken: z.string(),
  userId: z.string(),
  createdAt: z.number().int(), // epoch seconds
  ttl: z.number().int(), // epoch seconds; DynamoDB TTL attribute
});

export const FollowResponseSchema = z.object({
  matchId: z.string(),
  status: z.enum(['following', 'not_following']),
  playerId: z.string().nullable(),
});

export type MatchFollow = z.infer<typeof MatchFollowSchema>;
export type ActivitySubscription = z.infer<typeof ActivitySubscriptionSchema>;
