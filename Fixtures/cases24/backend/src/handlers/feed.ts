import { MatchSchema, type Match } from '../schemas/match.js';

export interface FeedUpdate {
  match: Match;
  lastEventText: string | null;
  goalScored: boolean;
}

const FEED_URL = process.env.FEED_URL ?? 'https://feed.example-gaa-data.ie/v2';

export async function fetchFeed(matchId: string): Promise<FeedUpdate> {
  const response = await fetch(`${FEED_URL}/matches/${matchId}`, {
    headers: { authorization: `Bearer ${process.env.FEED_API_KEY ?? ''}` },
  });
  if (!response.ok) {
    throw new Error(`feed ${response.status} for ${matchId}`);
  }
  const body = (await response.json()) as { match: unknown; lastEvent?: { text: string; kind: string } };
  return {
    match: MatchSchema.parse(body.match),
    lastEventText: body.lastEvent?.text ?? null,
    goalScored: body.lastEvent?.kind === 'goal',
  };
}
