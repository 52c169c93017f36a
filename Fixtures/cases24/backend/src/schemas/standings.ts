import { z } from 'zod';

export const StandingRowSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  countyFlag: z.string(),
  playedText: z.string(),
  scoreDifferenceText: z.string(), // signed, e.g. "+21" or "-4"
  pointsText: z.string(),
  positionText: z.string(),
  qualifies: z.boolean(),
});

export const GroupTableSchema = z.object({
  groupId: z.string(),
  headerText: z.string(),
  footnoteText: z.string().nullable(),
  rows: z.array(StandingRowSchema),
  lastUpdated: z.number().int(),
  qualifyingPlaces: z.number().int().min(1).max(6),
});

export type StandingRow = z.infer<typeof StandingRowSchema>;
export type GroupTable = z.infer<typeof GroupTableSchema>;

type StandingsRow = {
  teamId: string;
  teamName: string;
  countyFlag: string;
  playedText: string;
  scoreDifferenceText: string;
  pointsText: string;
  positionText: string;
  qualifies: boolean;
};

export function sortRows(rows: StandingsRow[]): StandingsRow[] {
  return [...rows].sort((a, b) => Number(a.positionText) - Number(b.positionText));
}
