import { z } from 'zod';
import { TeamSchema } from './match.js';

export const GroupStandingSchema = z.object({
  id: z.string(),
  position: z.number().int().min(1), // 1-based table position
  team: TeamSchema,
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goalDifferenceLabel: z.string(), // signed, e.g. "+12"
  pointsLabel: z.string(),
  isQualified: z.boolean(),
  formGuide: z.array(z.string()),
});

export const GroupTableSchema = z.object({
  groupName: z.string(),
  standings: z.array(GroupStandingSchema),
  footnote: z.string().nullable(),
});

export type GroupStanding = z.infer<typeof GroupStandingSchema>;

export type GroupTable = {
  groupName: string;
  standings: GroupStanding[];
  footnote: string | null;
};

export interface StandingsCacheEntry {
  competition: string;
  fetchedAt: number;
  etag: string;
}
