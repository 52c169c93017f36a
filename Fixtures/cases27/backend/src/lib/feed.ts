import type { Match, MatchEvent } from '../schemas/match.schema.js';
import { MatchSchema, MatchEventSchema } from '../schemas/match.schema.js';
import { z } from 'zod';

const FeedSchema = z.object({
  match: MatchSchema,
  events: z.array(MatchEventSchema),
  sequence: z.number().int(), // upstream feed revision number
  seenEventIds: z.array(z.string()),
});

export type Feed = { match: Match; events: MatchEvent[]; sequence: number; seenEventIds: string[] };

export async function fetchFeed(matchId: string): Promise<Feed | null> {
  const res = await fetch(`${process.env.FEED_URL}/matches/${matchId}`, {
    headers: { 'x-api-key': process.env.FEED_API_KEY ?? '' },
  });
  if (!res.ok) return null;
  return FeedSchema.parse(await res.json());
}
