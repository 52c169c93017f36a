import { z } from "zod";
import { LiveActivityDisplayStateSchema } from "./liveActivity.schema";

export const FollowBodySchema = z.object({
  matchId: z.string().min(1),
  teamId: z.string().nullable(), // team-centric perspective; null follows the match neutrally
});

export const TeamSwitchBodySchema = z.object({
  teamId: z.string().min(1),
});

export const FollowStatusSchema = z.enum(["following", "not_following"]);

export const FollowResponseSchema = z.object({
  matchId: z.string(),
  status: FollowStatusSchema,
  initialDisplayState: LiveActivityDisplayStateSchema.nullable(),
});

export const FollowRecordSchema = z.object({
  userId: z.string(),
  matchId: z.string(),
  teamId: z.string().nullable(),
  createdAt: z.number().int(), // Unix epoch seconds
  ttl: z.number().int(), // Unix epoch seconds, DynamoDB TTL attribute
});

export type FollowResponse = z.infer<typeof FollowResponseSchema>;
export type FollowRecord = z.infer<typeof FollowRecordSchema>;
