import { z } from 'zod';

export const DeviceTokenSchema = z.object({
  userId: z.string(),
  token: z.string(), // lowercase hex APNs device token
  platform: z.literal('ios'),
  frequentPushes: z.boolean(),
  registeredAt: z.number().int(),
  ttl: z.number().int(), // Unix epoch seconds, 30 days after the last registration
});

export const ActivitySubscriptionSchema = z.object({
  matchId: z.string(),
  subscriptionId: z.string(), // `${userId}#${pushToken}`
  userId: z.string(),
  pushToken: z.string(),
  teamId: z.string().nullable(),
  ttl: z.number().int(), // Unix epoch seconds
});

export type DeviceToken = z.infer<typeof DeviceTokenSchema>;
export type ActivitySubscription = z.infer<typeof ActivitySubscriptionSchema>;
