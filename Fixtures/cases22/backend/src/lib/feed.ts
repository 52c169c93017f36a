import type { MatchEventKind } from '../notifications/buildNotification';
import type { MatchPhase, PlayerRating } from '../schemas/match.schema';
import type { CentrePassStats } from '../display/buildDisplayState';

export interface FeedMatch {
  homeGoals: number;
  awayGoals: number;
  phase: MatchPhase;
  quarter: number;
  secondsLeft: number;
  ratings: PlayerRating[];
  centrePass: CentrePassStats;
  lastEvent: string | null;
  eventKind: MatchEventKind | null;
  sourceEpoch: number;
}

const FEED_URL = process.env.FEED_URL ?? 'https://feed.example-netball.com/v2';

export async function fetchFeed(matchId: string): Promise<FeedMatch> {
  const res = await fetch(`${FEED_URL}/matches/${matchId}/live`, {
    headers: { 'x-api-key': process.env.FEED_API_KEY ?? '' },
  });
  if (!res.ok) throw new Error(`feed ${res.status} for ${matchId}`);
  return (await res.json()) as FeedMatch;
}
