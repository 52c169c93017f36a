import { z } from "zod";

/** Mirrors `CreaseActivityAttributes.ContentState` in the widget target. */
export const ActivityContentStateSchema = z.object({
  scoreText: z.string(),
  oversText: z.string(),
  statusText: z.string(),
  phase: z.string(),
  sentiment: z.string(),
  runs: z.number().int(),
  wickets: z.number().int(),
  battingCode: z.string(),
  lastEventText: z.string().nullable(),
  breakEndsAt: z.number().nullable(), // epoch seconds; iOS counts down locally
  isFinal: z.boolean(),
});
export type ActivityContentState = z.infer<typeof ActivityContentStateSchema>;

export const SubscriptionSchema = z.object({
  matchId: z.string(),
  sk: z.string(), // TOKEN#<pushToken>
  userId: z.string(),
  pushToken: z.string(),
  frequentPushes: z.boolean(),
  ttl: z.number().int(),
});

/** Transport-level headers; not part of any API contract, so no schema. */
export interface ApnsHeaders {
  "apns-push-type": "liveactivity" | "alert";
  "apns-topic": string;
  "apns-priority": "5" | "10";
  "apns-expiration"?: string;
}
