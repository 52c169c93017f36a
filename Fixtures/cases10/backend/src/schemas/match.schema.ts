import { z } from "zod";

export const MatchPhaseSchema = z.enum(["pre", "live", "suspended", "completed", "retired", "walkover"]);
export const MatchSentimentSchema = z.enum(["neutral", "tight", "momentum", "decisive"]);
export const ServingSideSchema = z.enum(["home", "away", "none"]);
export const TourSchema = z.enum(["atp", "wta"]);

export type MatchPhase = z.infer<typeof MatchPhaseSchema>;
export type MatchSentiment = z.infer<typeof MatchSentimentSchema>;
export type ServingSide = z.infer<typeof ServingSideSchema>;
export type Tour = z.infer<typeof TourSchema>;

export const MatchSideSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  shortName: z.string(), // three-letter scoreboard code, e.g. "SIN"
  countryCode: z.string().length(3), // IOC code; the app maps it to an emoji flag
  seedLabel: z.string().nullable(),
  isServing: z.boolean(),
  isWinner: z.boolean(),
  setScores: z.array(z.string()), // one entry per set, tiebreaks as "7(4)"
});

export const MatchItemSchema = z.object({
  matchId: z.string(),
  roundLabel: z.string(),
  courtLabel: z.string(),
  home: MatchSideSchema,
  away: MatchSideSchema,
  scoreLine: z.string(),
  statusText: z.string(),
  bannerText: z.string().nullable(),
  isLive: z.boolean(),
  phase: MatchPhaseSchema,
  startTime: z.string().datetime(),
  homeGames: z.number().int().min(0).max(7), // games in the current set, 0–7
  awayGames: z.number().int().min(0).max(7),
  currentSet: z.number().int().min(1).max(5), // 1-based index of the set in progress
  bestOf: z.union([z.literal(3), z.literal(5)]),
});

export const TournamentGroupSchema = z.object({
  tournamentId: z.string(),
  title: z.string(),
  subtitle: z.string(),
  surface: z.string(),
  matches: z.array(MatchItemSchema),
});

export const ScheduleResponseSchema = z.object({
  tournaments: z.array(TournamentGroupSchema),
  generatedAt: z.string().datetime(), // ISO 8601 UTC, when this snapshot was built
});

export const LiveMatchesResponseSchema = z.object({
  matches: z.array(MatchItemSchema),
});

export type MatchSide = z.infer<typeof MatchSideSchema>;
export type MatchItem = z.infer<typeof MatchItemSchema>;
export type TournamentGroup = z.infer<typeof TournamentGroupSchema>;
export type ScheduleResponse = z.infer<typeof ScheduleResponseSchema>;
