import { z } from 'zod';

export const matchPhaseSchema = z.enum([
  'pre',
  'first_half',
  'half_time',
  'second_half',
  'extra_time',
  'full_time',
  'abandoned',
]);

export const scoreEventTypeSchema = z.enum([
  'try',
  'conversion',
  'penalty',
  'drop_goal',
  'penalty_try',
  'yellow_card',
  'red_card',
  'tmo_review',
  'lineout',
  'scrum',
]);

export const teamSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  shortName: z.string(),
  // Three-letter union or club code used for the flag/crest lookup on device, e.g. "NZL", "CRU"
  code: z.string().length(3),
  crestUrl: z.string().url().nullable(),
});

export const scoreEventSchema = z.object({
  eventId: z.string(),
  matchId: z.string(),
  type: scoreEventTypeSchema,
  teamId: z.string(),
  playerName: z.string().nullable(),
  // Match clock in whole minutes; stoppage is added on, so 80+3 arrives as 83
  minute: z.number().int().min(0),
  // Points the event added: 0 for cards and reviews, up to 7 for a penalty try
  points: z.number().int().min(0).max(7),
  sinBinSeconds: z.number().int().nullable(),
  // Unix epoch seconds when the feed recorded the event; used as the APNs timestamp
  occurredAt: z.number().int(),
});

export const matchSchema = z.object({
  matchId: z.string(),
  competition: z.string(),
  round: z.string().nullable(),
  homeTeam: teamSchema,
  awayTeam: teamSchema,
  phase: matchPhaseSchema,
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  // Kick-off as ISO 8601 UTC, e.g. "2025-07-05T07:05:00Z"
  kickoffAt: z.string().datetime(),
  // ISO 8601 UTC of the final whistle; null until full time
  endedAt: z.string().datetime().nullable(),
  venue: z.string().nullable(),
  referee: z.string().nullable(),
  attendance: z.number().int().nullable(),
  // Only present when the request passes ?include=events
  events: z.array(scoreEventSchema).optional(),
});

export const scheduleResponseSchema = z.object({
  competitions: z.array(
    z.object({
      competitionId: z.string(),
      title: z.string(),
      matches: z.array(matchSchema),
    }),
  ),
  // Seconds the client may cache this response before refetching (30–300)
  maxAgeSeconds: z.number().int().min(30).max(300),
  // ISO 8601 UTC of when the backend assembled the schedule
  generatedAt: z.string().datetime(),
});
