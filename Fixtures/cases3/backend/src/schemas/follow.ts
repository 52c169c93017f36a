import { z } from "zod";

export const FollowRequestSchema = z.object({
  matchId: z.string().min(1),
  teamId: z.string().optional(), // team perspective for the Live Activity
});

export interface FollowRequest {
  matchId: string;
  teamId?: string;
}

export const FollowRecordSchema = z.object({
  pk: z.string(), // USER#<userId>
  sk: z.string(), // MATCH#<matchId>
  teamId: z.string().nullable(),
  createdAt: z.number().int(), // epoch seconds
  ttl: z.number().int(), // epoch seconds, 48h after match end
});
export type FollowRecord = z.infer<typeof FollowRecordSchema>;

export const ActivityTokenRequestSchema = z.object({
  matchId: z.string(),
  pushToken: z.string().regex(/^[0-9a-f]+$/),
  previousToken: z.string().optional(),
});
export type ActivityTokenRequest = z.infer<typeof ActivityTokenRequestSchema>;
