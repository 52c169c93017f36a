import { z } from "zod";

export const TeamSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  abbreviation: z.string().length(4), // AFL club code, e.g. "GEEL", "COLL"
  emoji: z.string(),
  logoURL: z.string().url().nullable(),
});

export type Team = z.infer<typeof TeamSchema>;

export const MatchPhaseSchema = z.enum([
  "pre",
  "live",
  "quarter_time",
  "half_time",
  "three_quarter_time",
  "completed",
  "postponed",
  "abandoned",
]);

export type MatchPhase = z.infer<typeof MatchPhaseSchema>;

export const MatchSentimentSchema = z.enum(["neutral", "tight", "runaway", "comeback"]);
