import { z } from "zod";

export const FollowStatusSchema = z.enum(["following", "not_following"]);

export const FollowRequestSchema = z.object({
  matchId: z.string().min(1),
  teamId: z.string().nullable(),
});

export const FollowResponseSchema = z.object({
  matchId: z.string(),
  status: FollowStatusSchema,
  teamId: z.string().nullable(),
});

export const FollowRecordSchema = z.object({
  userId: z.string(),
  matchId: z.string(),
  teamId: z.string().nullable(),
  createdAt: z.number().int(), // epoch milliseconds
  ttl: z.number().int(), // epoch seconds; DynamoDB deletes the record after this
});

export const UserFollowsResponseSchema = z.object({
  matchIds: z.array(z.string()),
  nextToken: z.string().optional(),
});

export const ActivityTokenRequestSchema = z.object({
  matchId: z.string(),
  pushToken: z.string().regex(/^[0-9a-f]+$/),
  previousToken: z.string().nullable(),
});

export type FollowRequest = z.infer<typeof FollowRequestSchema>;
export type FollowResponse = z.infer<typeof FollowResponseSchema>;

export type FollowRecord = {
  userId: string;
  matchId: string;
  teamId: string | null;
  createdAt: number;
  ttl: number;
};

export interface FollowRouteContext {
  userId: string;
  requestId: string;
}
