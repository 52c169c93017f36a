import { z } from 'zod';

export const FollowRequestSchema = z.object({
  gameId: z.string(),
  teamId: z.string().optional(),
});

export const FollowStatusSchema = z.enum(['following', 'not_following']);

export const FollowResponseSchema = z.object({
  gameId: z.string(),
  status: FollowStatusSchema,
  teamId: z.string().nullable(),
});

export const UserFollowsResponseSchema = z.object({
  gameIds: z.array(z.string()),
});

export const ActivityTokenRequestSchema = z.object({
  gameId: z.string(),
  token: z.string(), // lowercase hex APNs activity token
  previousToken: z.string().optional(), // set when the system rotated the token
});

export type FollowRequest = z.infer<typeof FollowRequestSchema>;
export type FollowResponse = z.infer<typeof FollowResponseSchema>;
export type ActivityTokenRequest = z.infer<typeof ActivityTokenRequestSchema>;
