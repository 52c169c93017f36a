import type { LiveActivityDisplayState } from "../schemas/liveActivity.schema.js";
import type { MatchSentiment } from "../schemas/match.schema.js";
import type { FeedMatch } from "../poller/feed.js";
import { matchMessages as m } from "../messages/match.messages.js";
import { formatPointsDisplay, formatScoreDisplay, getLiveNote, setsWon } from "./matchDisplay.js";
import { logger } from "../lib/logger.js";

export type Perspective = "home" | "away" | null;

/**
 * The one place that turns a feed match into everything the Live Activity
 * shows. iOS renders these strings as they are.
 */
export function buildDisplayState(match: FeedMatch, perspective: Perspective): LiveActivityDisplayState {
  const flip = perspective === "away";
  const [near, far] = flip ? [match.away, match.home] : [match.home, match.away];
  const won = setsWon(match);
  const server = match.server === null ? "none" : flip ? (match.server === "home" ? "away" : "home") : match.server;

  logger.debug("building display state", { matchId: match.id, phase: match.phase, perspective });

  return {
    compact: {
      leadingLabel: server === "home" ? `${near.short} •` : near.short,
      trailingScore: formatScoreDisplay(match),
      minimalScore: currentSetScore(match),
    },
    expanded: {
      homeName: near.name,
      awayName: far.name,
      homeCountryCode: near.country,
      awayCountryCode: far.country,
      setsLine: formatScoreDisplay(match),
      pointsLine: formatPointsDisplay(match),
      statusLine: statusLine(match),
      footnote: getLiveNote(match),
    },
    phase: match.phase,
    sentiment: sentimentFor(match),
    servingSide: server,
    homeSetsWon: flip ? won.away : won.home,
    awaySetsWon: flip ? won.home : won.away,
    resumesAt: match.resumesAt,
    matchUrl: `https://deuce.app/m/${match.id}`,
    rallyCount: match.lastRally,
    updatedAt: match.updatedAt,
  };
}

function currentSetScore(match: FeedMatch): string {
  const current = match.sets.at(-1);
  return current ? `${current.home}-${current.away}` : "0-0";
}

function statusLine(match: FeedMatch): string {
  switch (match.phase) {
    case "pre":
      return m.notBefore(match.court, match.scheduledLocal);
    case "live":
      return match.isTiebreak ? "Tiebreak" : `Set ${match.sets.length}`;
    case "suspended":
      return "Rain delay";
    case "completed":
      return m.won(match.sets.length ? match.home.name : "", formatScoreDisplay(match));
    case "retired":
      return m.retired(match.retiredPlayer ?? "", formatScoreDisplay(match));
    case "walkover":
      return "Walkover";
    default:
      throw new Error(`unhandled phase ${String(match.phase)}`);
  }
}

function sentimentFor(match: FeedMatch): MatchSentiment {
  const current = match.sets.at(-1);
  if (!current) return "neutral";
  if (match.isTiebreak || match.breakPoint) return "tight";
  return Math.abs(current.home - current.away) >= 3 ? "decisive" : "neutral";
}
