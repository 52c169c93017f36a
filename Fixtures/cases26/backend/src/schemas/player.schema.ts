import { z } from 'zod';

export const PlayerStatSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  teamShortName: z.string(),
  raidPoints: z.number().int(),
  tacklePoints: z.number().int(),
  superTens: z.number().int(), // matches with 10+ raid points this season
  matchesPlayed: z.number().int(),
  raidPointsText: z.string(),
  tacklePointsText: z.string(),
  totalPointsText: z.string(),
  strikeRate: z.number().min(0).max(100),
});

export const StandingRowSchema = z.object({
  teamId: z.string(),
  position: z.number().int().min(1), // 1-based table position
  teamName: z.string(),
  played: z.number().int(),
  won: z.number().int(),
  lost: z.number().int(),
  tied: z.number().int(),
  points: z.number().int(),
  scoreDifference: z.number().int(),
  positionText: z.string(),
  recordText: z.string(), // e.g. "13–4–1" (won–lost–tied)
  pointsText: z.string(),
  differenceText: z.string(),
  qualifies: z.boolean(),
  lastUpdated: z.number(),
});

export const PlayerStatsResponseSchema = z.array(PlayerStatSchema);

export type PlayerStat = z.infer<typeof PlayerStatSchema>;

export type StandingRow = {
  teamId: string;
  position: number;
  teamName: string;
  played: number;
  won: number;
  lost: number;
  tied: number;
  points: number;
  scoreDifference: number;
  positionText: string;
  recordText: string;
  pointsText: string;
  differenceText: string;
  qualifies: boolean;
  lastUpdated: number;
};
