import { z } from "zod";
import { MatchPhaseSchema } from "./liveActivity.schema.js";
import { TeamSchema } from "./hub.schema.js";

export const MatchEventSchema = z.object({
  id: z.string(),
  kind: z.enum(["field_goal", "pc_goal", "ps_goal", "green_card", "yellow_card", "red_card", "video_referral"]),
  minute: z.number().int().min(0).max(60),
  playerName: z.string(),
  teamCode: z.string(),
  descriptionText: z.string(),
});

export const MatchDetailSchema = z.object({
  matchId: z.string(),
  competition: z.string(),
  homeTeam: TeamSchema,
  awayTeam: TeamSchema,
  phase: MatchPhaseSchema,
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  quarter: z.number().int().min(1).max(4),
  homeCornersWon: z.number().int(),
  homeCornersConverted: z.number().int(),
  awayCornersWon: z.number().int(),
  awayCornersConverted: z.number().int(),
  // 0–100, share of the ball for the home side
  homePossession: z.number().int().min(0).max(100),
  scoreText: z.string(),
  statusText: z.string(),
  clockText: z.string(),
  possessionText: z.string(),
  cornersText: z.string(),
  suspensionSeconds: z.number().int(),
  // Present only when the request asks for ?include=events
  events: z.array(MatchEventSchema).optional(),
  isFollowed: z.boolean(),
  abandonedAt: z.string().datetime().nullable(),
});

export const SuspensionSchema = z.object({
  id: z.string(),
  playerName: z.string(),
  cardColour: z.enum(["G", "Y", "R"]),
  endsAt: z.string().datetime(),
  labelText: z.string(),
});

export type MatchDetail = z.infer<typeof MatchDetailSchema>;
export type MatchEvent = z.infer<typeof MatchEventSchema>;
export type Suspension = z.infer<typeof SuspensionSchema>;
