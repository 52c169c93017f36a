import { z } from "zod";

export const ActivitySubscriptionSchema = z.object({
  matchId: z.string(),
  pushToken: z.string(), // hex-encoded ActivityKit push token
  userId: z.string(),
  createdAt: z.number().int(), // Unix epoch seconds
  ttl: z.number().int(), // Unix epoch seconds, DynamoDB TTL attribute
});

export type ActivitySubscription = z.infer<typeof ActivitySubscriptionSchema>;
