import { z } from "zod";

export const LadderRowSchema = z.object({
  team_id: z.string(),
  position: z.number().int().min(1).max(18), // ladder position, 1 = top
  position_text: z.string(),
  team_name: z.string(),
  played: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  draws: z.number().int(),
  points: z.number().int(), // premiership points, 4 per win and 2 per draw
  points_text: z.string(),
  percentage: z.number(),
  percentage_text: z.string(),
  is_in_top_eight: z.boolean(),
});

export const LadderResponseSchema = z.object({
  competition: z.string(),
  roundLabel: z.string(),
  rows: z.array(LadderRowSchema),
  lastUpdated: z.string().datetime().optional(),
});

export type LadderRow = z.infer<typeof LadderRowSchema>;
export type LadderResponse = z.infer<typeof LadderResponseSchema>;
