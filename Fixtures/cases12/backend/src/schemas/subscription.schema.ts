import { z } from "zod";

export const RegisterActivityTokenSchema = z.object({
  raceId: z.string(),
  stageId: z.string(),
  pushToken: z.string().regex(/^[0-9a-f]+$/), // hex-encoded ActivityKit push token
  previousToken: z.string().nullable(), // the token this one replaces after a rotation
  frequentPushesEnabled: z.boolean(),
});

export const ActivitySubscriptionSchema = z.object({
  stageId: z.string(),
  pushToken: z.string(),
  raceId: z.string(),
  userId: z.string(),
  frequentPushesEnabled: z.boolean(),
  createdAt: z.number().int(), // epoch seconds
  ttl: z.number().int(), // epoch seconds; 48 h after the stage's expected finish
});

export const PushToStartTokenSchema = z.object({
  token: z.string().regex(/^[0-9a-f]+$/),
  deviceId: z.string(),
});

export type ActivitySubscription = z.infer<typeof ActivitySubscriptionSchema>;
export type RegisterActivityToken = z.infer<typeof RegisterActivityTokenSchema>;
