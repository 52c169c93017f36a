import { z } from 'zod';

export const followStatusSchema = z.enum(['following', 'not_following']);

export const followRequestSchema = z.object({
  matchId: z.string().min(1),
  // Team whose perspective the Live Activity takes; leave out for a neutral view
  teamId: z.string().optional(),
});

export const teamSwitchRequestSchema = z.object({
  teamId: z.string().min(1),
});

export const followResponseSchema = z.object({
  matchId: z.string(),
  status: followStatusSchema,
  teamId: z.string().nullable(),
  // ISO 8601 UTC of when the follow was first recorded
  followedAt: z.string().datetime(),
  liveActivityEligible: z.boolean(),
  pushToStartSent: z.boolean().optional(),
});

export const userFollowsResponseSchema = z.object({
  matchIds: z.array(z.string()),
});

export const registerDeviceSchema = z.object({
  // Hex-encoded APNs device token (64 lowercase hex characters)
  token: z.string().regex(/^[0-9a-f]{64}$/),
  platform: z.literal('ios'),
  appVersion: z.string(),
  locale: z.string(),
});

export const activityTokenSchema = z.object({
  matchId: z.string(),
  // Hex-encoded per-activity push token from pushTokenUpdates
  pushToken: z.string().regex(/^[0-9a-f]+$/),
  previousToken: z.string().nullable(),
  frequentPushesEnabled: z.boolean(),
});

export const pushToStartTokenSchema = z.object({
  pushToStartToken: z.string().regex(/^[0-9a-f]+$/),
});

export const deviceResponseSchema = z.object({
  deviceId: z.string(),
  registeredAt: z.string().datetime(), // ISO 8601 UTC
  // ISO 8601 UTC of the device's most recent API call
  lastSeenAt: z.string().datetime().optional(),
  tokenTtlSeconds: z.number().int().positive(),
});
