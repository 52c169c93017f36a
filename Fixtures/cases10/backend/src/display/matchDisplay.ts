import type { MatchPhase } from "../schemas/match.schema.js";
import type { FeedMatch, FeedSet } from "../poller/feed.js";
import { matchMessages as m } from "../messages/match.messages.js";

export function isLiveStatus(phase: MatchPhase): boolean {
  return phase === "live" || phase === "suspended";
}

export function isCompletedStatus(phase: MatchPhase): boolean {
  return phase === "completed" || phase === "retired" || phase === "walkover";
}

export function formatSetScore(set: FeedSet): string {
  return set.tiebreak != null ? `${set.home}-${set.away}(${set.tiebreak})` : `${set.home}-${set.away}`;
}

export function formatScoreDisplay(match: FeedMatch): string {
  return match.sets.map(formatSetScore).join(" ");
}

const POINT_NAMES = ["0", "15", "30", "40"];

export function formatPointsDisplay(match: FeedMatch): string {
  const { home, away } = match.points;
  if (match.isTiebreak) return `${home}-${away}`;
  if (home >= 3 && away >= 3) {
    if (home === away) return "Deuce";
    return home > away ? `Ad ${match.home.short}` : `Ad ${match.away.short}`;
  }
  return `${POINT_NAMES[home]}-${POINT_NAMES[away]}`;
}

export function getLiveNote(match: FeedMatch): string | null {
  if (match.phase === "suspended") return m.suspended(match.court);
  if (match.retiredPlayer) return `${match.retiredPlayer} retired`;
  if (match.breakPoint) return "Break point";
  return null;
}

export function setsWon(match: FeedMatch): { home: number; away: number } {
  const finished = isCompletedStatus(match.phase) ? match.sets : match.sets.slice(0, -1);
  return finished.reduce(
    (acc, s) => (s.home > s.away ? { ...acc, home: acc.home + 1 } : { ...acc, away: acc.away + 1 }),
    { home: 0, away: 0 },
  );
}
