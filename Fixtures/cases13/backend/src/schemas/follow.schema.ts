import { z } from "zod";
import { FixtureSchema } from "./fixture.schema";

export const FollowRequestSchema = z.object({
  matchId: z.string().min(1),
  teamId: z.string().nullable().default(null),
});

export const FollowStatusSchema = z.enum(["following", "not_following"]);

export const FollowResponseSchema = z.object({
  matchId: z.string(),
  status: FollowStatusSchema,
  teamId: z.string().nullable(),
  fixture: FixtureSchema.nullable(),
});

export const UserFollowsResponseSchema = z.object({
  matchIds: z.array(z.string()),
});

// Stored shape of a cricket-match-follows item.
export const FollowRecordSchema = z.object({
  pk: z.string(), // USER#<userId>
  sk: z.string(), // MATCH#<matchId>
  userId: z.string(),
  matchId: z.string(),
  teamId: z.string().nullable(),
  createdAt: z.number().int(), // epoch milliseconds
  ttl: z.number().int(), // epoch seconds; DynamoDB TTL attribute
});

export const ActivityTokenRequestSchema = z.object({
  fixtureId: z.string(),
  pushToken: z.string().regex(/^[0-9a-f]+$/), // lowercase hex APNs token
});

export type FollowRequest = z.infer<typeof FollowRequestSchema>;
export type FollowResponse = z.infer<typeof FollowResponseSchema>;
export type FollowRecord = z.infer<typeof FollowRecordSchema>;
