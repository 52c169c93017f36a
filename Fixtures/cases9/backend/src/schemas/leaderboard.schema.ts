import { z } from 'zod';

export const RoundStatusSchema = z.enum(['not_started', 'in_progress', 'suspended', 'complete', 'playoff']);

export const LeaderboardEntrySchema = z.object({
  playerId: z.string(),
  playerName: z.string(),
  countryCode: z.string().length(3), // ISO 3166-1 alpha-3, e.g. "USA", "NIR"
  positionDisplay: z.string(), // "1", "T4", "MC", "WD"
  toParDisplay: z.string(), // "-12", "E", "+3"
  toPar: z.number().int(),
  todayDisplay: z.string(),
  thruDisplay: z.string(), // "Thru 12", "F", or a tee time like "1:42 PM"
  totalStrokes: z.number().int(),
  holesCompleted: z.number().int().min(0).max(72),
  isFollowed: z.boolean(),
  isMissedCut: z.boolean(),
  sentiment: z.enum(['hot', 'cold', 'neutral']),
  liveNote: z.string().nullable(),
});

export const LeaderboardResponseSchema = z.object({
  tournamentId: z.string(),
  roundLabel: z.string(),
  cutLineDisplay: z.string().nullable(),
  entries: z.array(LeaderboardEntrySchema),
  updatedAt: z.string().datetime(),
  // Only present when the request asked for ?include=projections.
  projections: z.array(z.object({ playerId: z.string(), projectedFinishDisplay: z.string() })).optional(),
  sponsorBanner: z.string().optional(),
});

export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;
export type LeaderboardResponse = z.infer<typeof LeaderboardResponseSchema>;
