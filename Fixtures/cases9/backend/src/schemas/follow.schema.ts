import { z } from 'zod';

export const FollowStatusSchema = z.enum(['following', 'not_following']);

export const FollowResponseSchema = z.object({
  tournamentId: z.string(),
  playerId: z.string().nullable(),
  status: FollowStatusSchema,
});

export const FollowRecordSchema = z.object({
  pk: z.string(), // USER#<userId>
  sk: z.string(), // TOURNAMENT#<tournamentId> or PLAYER#<playerId>
  userId: z.string(),
  tournamentId: z.string(),
  playerId: z.string().nullable(),
  createdAt: z.string().datetime(), // ISO 8601 UTC
  ttl: z.number().int(), // epoch seconds; DynamoDB TTL attribute
});

export const ActivitySubscriptionSchema = z.object({
  pk: z.string(), // TOURNAMENT#<tournamentId>
  sk: z.string(), // ACTIVITY#<activityId>
  userId: z.string(),
  playerId: z.string().nullable(),
  pushToken: z.string(), // hex-encoded APNs Live Activity token
  frequentPushesEnabled: z.boolean(),
  registeredAt: z.string().datetime(),
  ttl: z.number().int(), // epoch seconds
});

export type FollowRecord = z.infer<typeof FollowRecordSchema>;
export type ActivitySubscription = z.infer<typeof ActivitySubscriptionSchema>;
