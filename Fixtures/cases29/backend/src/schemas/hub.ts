import { z } from 'zod';

export const LinescoreEndSchema = z.object({
  end: z.number().int(), // 1-based; extra ends continue the count
  homePoints: z.number().int().nullable(),
  awayPoints: z.number().int().nullable(),
  cellLabel: z.string(), // "2", "X" for a blank, "" for unplayed
  homeHadHammer: z.boolean(),
});

export const GameItemSchema = z.object({
  gameId: z.string(),
  sheet: z.string(),
  homeName: z.string(),
  awayName: z.string(),
  homeFlag: z.string(),
  awayFlag: z.string(),
  scoreline: z.string(),
  statusLine: z.string(),
  endLabel: z.string(),
  homeTotal: z.number().int(),
  awayTotal: z.number().int(),
  isLive: z.boolean(),
  startTime: z.string().datetime(), // ISO 8601 UTC draw start
  ends: z.array(LinescoreEndSchema),
  broadcastNote: z.string().optional(),
});

export const DrawGroupSchema = z.object({
  drawNumber: z.number().int(),
  drawLabel: z.string(), // "Draw 14 · Tue 14:00", venue local time
  games: z.array(GameItemSchema),
});

export const EventGroupSchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  tierLabel: z.string(),
  draws: z.array(DrawGroupSchema),
});

export const ScheduleResponseSchema = z.object({
  events: z.array(EventGroupSchema),
  generatedAt: z.string().datetime(),
  linescores: z.array(LinescoreEndSchema).optional(), // only with ?include=linescores
});

export const LiveGamesResponseSchema = z.object({
  games: z.array(GameItemSchema),
});

export type GameItem = z.infer<typeof GameItemSchema>;
export type ScheduleResponse = z.infer<typeof ScheduleResponseSchema>;
