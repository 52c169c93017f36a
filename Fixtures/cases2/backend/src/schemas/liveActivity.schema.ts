import { z } from "zod";

// Must mirror BoundaryMatchAttributes.ContentState in ios/BoundaryWidget.
export const LiveActivityStateSchema = z.object({
  headline: z.string(),
  scoreText: z.string(),
  oversText: z.string(),
  statusText: z.string(),
  phase: z.string(),
  runsNeeded: z.number().int().nullable(),
  legalBalls: z.number().int(),
  lastBallText: z.string().nullable(),
  sentiment: z.string(),
});

export type LiveActivityState = z.infer<typeof LiveActivityStateSchema>;
