import { z } from "zod";

export const FollowRequestSchema = z.object({
  matchId: z.string().min(1),
  teamId: z.string().min(1).optional(),
});

export const FollowResponseSchema = z.object({
  matchId: z.string(),
  status: z.enum(["following", "not_following"]),
  teamId: z.string().optional(),
});

export const ActivityTokenRequestSchema = z.object({
  matchId: z.string(),
  // hex-encoded APNs Live Activity push token, 64–200 chars
  token: z.string().regex(/^[0-9a-f]+$/).min(64).max(200),
});

export const FollowRecordSchema = z.object({
  userId: z.string(),
  matchId: z.string(),
  teamId: z.string().nullable(),
  createdAt: z.string().datetime(),
  ttl: z.number().int(),
});

export type FollowRequest = z.infer<typeof FollowRequestSchema>;
export type FollowResponse = z.infer<typeof FollowResponseSchema>;
export type FollowRecord = z.infer<typeof FollowRecordSchema>;

export interface ApnsSubscription {
  token: string;
  userId: string;
  matchId: string;
  bundleId: string;
}
