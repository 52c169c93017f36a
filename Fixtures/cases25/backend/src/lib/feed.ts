import type { MatchFacts } from '../display/buildDisplayState.js';
import type { Match } from '../schemas/match.js';

const FEED_URL = process.env.FEED_URL ?? 'https://feed.example-handball.net/v2';

export async function fetchFacts(match: Match): Promise<MatchFacts> {
  const res = await fetch(`${FEED_URL}/matches/${match.matchId}/facts`, {
    headers: { 'x-api-key': process.env.FEED_API_KEY ?? '' },
  });
  if (!res.ok) {
    throw new Error(`feed returned ${res.status} for ${match.matchId}`);
  }
  const raw = (await res.json()) as Omit<MatchFacts, 'match'>;
  return { ...raw, match };
}
