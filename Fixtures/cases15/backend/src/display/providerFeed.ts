import type { ProviderMatch } from './providerTypes';

const FEED_URL = process.env.PROVIDER_FEED_URL ?? 'https://feed.example-tennis-data.com/v3';

export async function loadProviderMatch(matchId: string): Promise<ProviderMatch> {
  const res = await fetch(`${FEED_URL}/matches/${encodeURIComponent(matchId)}`, {
    headers: { 'x-api-key': process.env.PROVIDER_API_KEY ?? '' },
  });
  if (!res.ok) throw new Error(`provider feed returned ${res.status} for ${matchId}`);
  return (await res.json()) as ProviderMatch;
}
