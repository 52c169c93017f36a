import type { LiveActivityDisplayState } from "../schemas/liveActivity.schema.js";
import type { MatchRecord } from "../stores/matchStore.js";
import { logger } from "../lib/logger.js";
import { displayMessages as m } from "./display.messages.js";
import {
  formatClockDisplay,
  formatPeriodDisplay,
  formatScoreDisplay,
  getLiveNote,
  isLiveStatus,
} from "./matchDisplay.js";

const QUARTER_SECONDS = 15 * 60;

export function buildDisplayState(match: MatchRecord, kickoffLocal: string): LiveActivityDisplayState {
  if (!match.homeTeam || !match.awayTeam) {
    throw new Error(`buildDisplayState: match ${match.matchId} has no teams`);
  }

  const scoreText = formatScoreDisplay({
    home: match.homeScore,
    away: match.awayScore,
    shootoutHome: match.shootout?.home,
    shootoutAway: match.shootout?.away,
  });

  // Format the clock
  const clockText = formatClockDisplay(match.elapsedSeconds, match.clockRunning);

  const statusText = statusFor(match, kickoffLocal);

  // Quarters are 15 minutes; the Live Activity counts down on the device clock from this instant,
  // so only send it while the umpires' clock is running.
  const periodEndsAt =
    match.clockRunning && isLiveStatus(match.phase)
      ? new Date(Date.parse(match.clockStartedAt) + (QUARTER_SECONDS - match.elapsedInQuarter) * 1000).toISOString()
      : null;

  logger.debug(`display state built for ${match.matchId} (${match.phase}) score ${scoreText}`);

  return {
    matchId: match.matchId,
    phase: match.phase,
    homeCode: match.homeTeam.code,
    awayCode: match.awayTeam.code,
    homeFlag: match.homeTeam.flag_emoji,
    awayFlag: match.awayTeam.flag_emoji,
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    scoreText,
    clockText,
    periodText: formatPeriodDisplay(match.phase, match.quarter, kickoffLocal),
    statusText,
    cornersText: m.corners.summary(match.homeCornersWon, match.homeCornersScored, match.awayCornersWon, match.awayCornersScored),
    cardsText: cardsLine(match),
    lastEventText: match.lastEvent ? eventLine(match.lastEvent) : m.placeholders.noEvents,
    sentiment: match.sentiment,
    periodEndsAt,
    updatedAt: new Date().toISOString(),
  };
}

function statusFor(match: MatchRecord, kickoffLocal: string): string {
  if (match.phase === "abandoned") {
    return match.abandonReason === "lightning" ? m.status.abandonedLightning : m.status.abandonedWaterlogged;
  }
  if (match.phase === "pre") {
    return m.status.pre(kickoffLocal);
  }
  if (match.phase === "completed") {
    const winner = match.homeScore > match.awayScore ? match.homeTeam.name : match.awayTeam.name;
    return match.homeScore === match.awayScore ? "Draw — shootout to follow" : `${winner} win`;
  }
  return getLiveNote(match.homeTeam.code, match.awayTeam.code, match.homeScore, match.awayScore);
}

function cardsLine(match: MatchRecord): string | null {
  const active = match.suspensions.filter((s) => Date.parse(s.endsAt) > Date.now());
  if (active.length === 0) return null;
  // Only the first two fit in the compact Lock Screen row
  return active
    .slice(0, 2)
    .map((s) => `${s.cardColour === "G" ? "🟩" : "🟨"} ${s.playerName} ${Math.ceil((Date.parse(s.endsAt) - Date.now()) / 60000)} min`)
    .join("  ");
}

function eventLine(event: MatchRecord["lastEvent"] & object): string {
  switch (event.kind) {
    case "field_goal":
      return m.events.fieldGoal(event.playerName);
    case "pc_goal":
      return m.events.pcGoal(event.playerName);
    case "ps_goal":
      return m.events.strokeGoal(event.playerName);
    case "green_card":
      return m.events.greenCard(event.playerName);
    case "yellow_card":
      return m.events.yellowCard(event.playerName, 5);
    case "red_card":
      return m.events.redCard(event.playerName);
    case "video_referral":
      return event.upheld ? m.events.referralUpheld(event.teamCode) : m.events.referralLost(event.teamCode);
    default:
      return `${event.playerName} — ${event.kind.replace("_", " ")}`;
  }
}
