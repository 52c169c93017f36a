import { logger } from "../lib/logger.js";

/**
 * Shape of the third-party scoring feed (v3). This is not our API and has no
 * Zod schema of ours; we only read the fields below.
 */
export interface FeedSet {
  home: number;
  away: number;
  tiebreak: number | null;
}

export interface FeedPlayer {
  id: string;
  name: string;
  short: string;
  country: string;
  seed: number | null;
}

export interface FeedMatch {
  id: string;
  tournamentId: string;
  court: string;
  round: string;
  phase: "pre" | "live" | "suspended" | "completed" | "retired" | "walkover";
  home: FeedPlayer;
  away: FeedPlayer;
  sets: FeedSet[];
  points: { home: number; away: number };
  isTiebreak: boolean;
  server: "home" | "away" | null;
  bestOf: 3 | 5;
  scheduledStart: string;
  scheduledLocal: string;
  finishedAt: string | null;
  resumesAt: string | null;
  retiredPlayer: string | null;
  lastRally: number | null;
  breakPoint: boolean;
  updatedAt: string;
}

const FEED_URL = process.env.SCORE_FEED_URL ?? "https://feed.example-scores.net/v3";

export async function fetchLiveMatches(): Promise<FeedMatch[]> {
  const res = await fetch(`${FEED_URL}/matches?state=live,suspended,completed&window=15m`, {
    headers: { "x-api-key": process.env.SCORE_FEED_KEY ?? "" },
  });
  if (!res.ok) {
    logger.warn("feed request failed", { status: res.status });
    return [];
  }
  const body = (await res.json()) as { matches: FeedMatch[] };
  return body.matches;
}
