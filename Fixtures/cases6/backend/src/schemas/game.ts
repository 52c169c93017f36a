import { z } from "zod";

export const GamePhaseSchema = z.enum([
  "pre",
  "live",
  "intermission",
  "overtime",
  "shootout",
  "final",
  "postponed",
]);

export const SentimentSchema = z.enum(["neutral", "tense", "lopsided", "comeback"]);

export const TeamSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  abbrev: z.string(), // three-letter scoreboard code, e.g. "BOS"
  flagEmoji: z.string().nullable(), // national-team games only; Live Activities can't load logos
});

export const GameDisplayStateSchema = z.object({
  statusLabel: z.string(), // "2nd · 12:41", "2nd Intermission", "Final/OT"
  scoreLine: z.string(), // "3–2", home first
  homeScore: z.string(),
  awayScore: z.string(),
  shotsLine: z.string().nullable(), // "SOG 24–19"; null before puck drop
  strengthLabel: z.string().nullable(), // "PP 1:32", "6 on 5"; null at even strength
  lastEvent: z.string().nullable(),
  sentiment: SentimentSchema,
  isLive: z.boolean(),
});

export const GameItemSchema = z.object({
  gameId: z.string(),
  league: z.string(),
  home: TeamSchema,
  away: TeamSchema,
  phase: GamePhaseSchema,
  startsAt: z.string().datetime(),
  display: GameDisplayStateSchema,
  venue: z.string().optional(),
  broadcast: z.string().nullable(), // "ESPN+", "SN"; null when the game isn't televised
});

export const LeagueGroupSchema = z.object({
  league: z.string(),
  title: z.string(), // section header copy from display.messages.ts
  games: z.array(GameItemSchema),
});

export const ScheduleResponseSchema = z.object({
  date: z.string(), // "YYYY-MM-DD", the slate's day in the league's home time zone
  groups: z.array(LeagueGroupSchema),
});

export const GameEventItemSchema = z.object({
  eventId: z.string(),
  kind: z.enum(["goal", "penalty", "period", "goalie_pulled", "video_review", "challenge", "shootout_attempt"]),
  periodLabel: z.string(),
  clock: z.string(), // "MM:SS" left in the period when it happened
  description: z.string(),
  isScoringPlay: z.boolean(),
  symbolName: z.string(), // SF Symbol chosen by the backend for the event row
});

export const GoalieStatsSchema = z.object({
  name: z.string(),
  saves: z.number().int(),
  shotsAgainst: z.number().int(),
  savePctLabel: z.string(), // ".927", already rounded
});

export const SkaterSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  number: z.string(),
  isOnIce: z.boolean(),
  toiLabel: z.string(), // time on ice, "18:42"
});

export const GameDetailResponseSchema = z.object({
  game: GameItemSchema,
  events: z.array(GameEventItemSchema),
  clock: z.string(), // "MM:SS" left in the current period; "" outside play
  periodProgress: z.number().min(0).max(1), // share of the current period played, 0–1
  homeGoalie: GoalieStatsSchema.nullable(),
  awayGoalie: GoalieStatsSchema.nullable(),
  roster: z.array(SkaterSchema).optional(), // include-dependent: only sent with ?include=roster
});

export type GamePhase = z.infer<typeof GamePhaseSchema>;
export type Team = z.infer<typeof TeamSchema>;
export type GameDisplayState = z.infer<typeof GameDisplayStateSchema>;
export type GameItem = z.infer<typeof GameItemSchema>;
export type GameDetailResponse = z.infer<typeof GameDetailResponseSchema>;
