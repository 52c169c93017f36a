import { z } from "zod";

export const FollowRequestSchema = z.object({
  raceId: z.string(),
  teamId: z.string().optional(), // request body: left out when following the whole race
});

export const FollowRecordSchema = z.object({
  userId: z.string(),
  raceId: z.string(),
  teamId: z.string().nullable(),
  followedAt: z.string().datetime(), // ISO 8601, when the user tapped Follow
  ttl: z.number().int(),
});

export const TeamFollowRecordSchema = z.object({
  userId: z.string(),
  teamId: z.string(),
  raceId: z.string(),
  followedAt: z.string().datetime(), // ISO 8601
  ttl: z.number().int(), // epoch seconds; DynamoDB TTL attribute
});

export const FollowResponseSchema = z.object({
  raceId: z.string(),
  status: z.enum(["following", "not_following"]),
  message: z.string().nullable(),
});

export const TeamFollowResponseSchema = z.object({
  teamId: z.string(),
  status: z.enum(["following", "not_following"]),
  message: z.string().optional(),
});

export const UserFollowsResponseSchema = z.object({
  raceIds: z.array(z.string()),
  teamIds: z.array(z.string()),
});

export const AdminRemoveFollowSchema = z.object({
  userId: z.string(),
  raceId: z.string(),
});

export type FollowRecord = z.infer<typeof FollowRecordSchema>;
export type FollowResponse = z.infer<typeof FollowResponseSchema>;
