import type { Match, MatchDisplayState } from "../schemas/match.js";
import type { LiveActivityDisplayState } from "../schemas/liveActivity.js";
import { displayMessages as m } from "./display.messages.js";
import { formatScoreDisplay, isLiveStatus, marginFor, quarterProgress } from "./matchDisplay.js";

export interface RawScore {
  goals: number;
  behinds: number;
}

export interface FeedMatch {
  phase: MatchDisplayState["phase"];
  quarter: number;
  elapsedSeconds: number;
  home: RawScore & { abbreviation: string; nickname: string };
  away: RawScore & { abbreviation: string; nickname: string };
  venue: string;
  bounceLocal: string;
  lastEvent: { kind: "goal" | "behind" | "rushed" | "mark"; player: string; tally: number } | null;
  postponedReason: string | null;
}

export function buildDisplayState(feed: FeedMatch): MatchDisplayState {
  const homeTotal = feed.home.goals * 6 + feed.home.behinds;
  const awayTotal = feed.away.goals * 6 + feed.away.behinds;
  return {
    phase: feed.phase,
    homeScoreText: formatScoreDisplay(feed.home.goals, feed.home.behinds),
    awayScoreText: formatScoreDisplay(feed.away.goals, feed.away.behinds),
    homeGoals: feed.home.goals,
    homeBehinds: feed.home.behinds,
    homeTotal,
    awayGoals: feed.away.goals,
    awayBehinds: feed.away.behinds,
    awayTotal,
    quarter: feed.quarter,
    quarterLabel: feed.quarter > 0 ? `Q${feed.quarter}` : "",
    clockText: isLiveStatus(feed.phase) ? clock(feed.elapsedSeconds) : "",
    statusText: statusText(feed),
    marginText: marginFor(feed.home.nickname, homeTotal, feed.away.nickname, awayTotal),
    quarterProgress: quarterProgress(feed.elapsedSeconds),
    sentiment: Math.abs(homeTotal - awayTotal) <= 12 ? "tight" : "neutral",
    isFinal: feed.phase === "completed",
    lastEventText: eventText(feed),
  };
}

function statusText(feed: FeedMatch): string {
  switch (feed.phase) {
    case "pre":
      return m.preGame(feed.bounceLocal);
    case "live":
      return m.clock(feed.quarter, clock(feed.elapsedSeconds));
    case "quarter_time":
      return m.quarterTime;
    case "half_time":
      return "Half-time break";
    case "three_quarter_time":
      return m.threeQuarterTime;
    case "completed":
      return m.fullTime;
    case "postponed":
      return feed.postponedReason ? m.postponed(feed.postponedReason) : "Postponed";
    case "abandoned":
      return m.abandoned;
  }
}

function eventText(feed: FeedMatch): string | null {
  const e = feed.lastEvent;
  if (!e) return null;
  switch (e.kind) {
    case "goal":
      return m.goalEvent(e.player, e.tally);
    case "behind":
      return m.behindEvent(e.player);
    case "rushed":
      return m.rushedBehind;
    case "mark":
      return `${e.player} takes a screamer`;
  }
}

function clock(elapsedSeconds: number): string {
  const mm = Math.floor(elapsedSeconds / 60);
  const ss = String(elapsedSeconds % 60).padStart(2, "0");
  return `${mm}:${ss}`;
}

export function toLiveActivityState(match: Match): LiveActivityDisplayState {
  const d = match.displayState;
  return {
    phase: d.phase,
    compact: {
      leadingText: `${match.homeTeam.abbreviation} ${d.homeTotal}`,
      trailingText: `${match.awayTeam.abbreviation} ${d.awayTotal}`,
      minimalText: d.isFinal ? "FT" : signed(d.homeTotal - d.awayTotal),
    },
    expanded: {
      homeScoreText: d.homeScoreText,
      awayScoreText: d.awayScoreText,
      statusText: d.statusText,
      clockText: d.clockText,
      marginText: d.marginText,
      lastEventText: d.lastEventText,
      footerText: match.venue,
    },
    sentiment: d.sentiment,
    homeTotal: d.homeTotal,
    awayTotal: d.awayTotal,
    quarter: d.quarter,
    quarterProgress: d.quarterProgress,
    updatedAt: new Date().toISOString(),
  };
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}
