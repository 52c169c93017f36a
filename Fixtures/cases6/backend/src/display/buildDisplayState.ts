import type { IngestEvent } from "../schemas/ingest.js";
import type { GameDisplayState } from "../schemas/game.js";
import type { LiveActivityContentState, LiveActivityDisplayState } from "../schemas/liveActivity.js";
import type { StoredGame } from "../stores/gameStore.js";
import { displayMessages as m } from "./display.messages.js";

const PERIOD_SECONDS = 20 * 60;
const OVERTIME_SECONDS = 5 * 60;

export function statusLabel(game: StoredGame): string {
  switch (game.phase) {
    case "pre":
      return m.preGame;
    case "live":
      return m.live(m.period(game.period), game.clock);
    case "intermission":
      return m.intermission(m.period(game.period));
    case "overtime":
      return m.live(m.overtime, game.clock);
    case "shootout":
      return m.shootout;
    case "final":
      if (game.finalPeriod === 5) return m.finalSO;
      return game.finalPeriod === 4 ? m.finalOT : m.final;
    case "postponed":
      return m.postponed;
  }
}

function periodProgress(game: StoredGame): number {
  if (game.phase !== "live" && game.phase !== "overtime") return game.phase === "final" ? 1 : 0;
  const length = game.phase === "overtime" ? OVERTIME_SECONDS : PERIOD_SECONDS;
  return Math.min(1, Math.max(0, (length - game.clockSeconds) / length));
}

function strengthLabel(game: StoredGame): string | null {
  if (game.skatersHome === game.skatersAway) return null;
  return m.strength(game.skatersHome, game.skatersAway);
}

export function describeEvent(event: IngestEvent): string {
  switch (event.type) {
    case "goal":
      if (event.strength === "pp") return m.powerPlayGoal(event.scorer);
      if (event.strength === "sh") return m.shorthandedGoal(event.scorer);
      if (event.strength === "en") return m.emptyNetGoal(event.scorer);
      return m.goal(event.scorer, event.assists);
    case "penalty":
      return m.penalty(event.player, event.infraction, event.minutes);
    case "period_start":
      return m.periodStart(m.period(event.period));
    case "period_end":
      return m.periodEnd(m.period(event.period));
    case "intermission":
      return m.intermissionLeft(Math.round(event.length / 60));
    case "goalie_pulled":
      return m.goaliePulled(event.teamId);
    case "video_review":
      return m.videoReview(event.reason);
    case "challenge":
      return m.challenge(event.teamId ?? "", event.reason);
    case "final":
      return m.final;
    default:
      throw new Error(`describeEvent: unhandled feed event ${(event as { type: string }).type}`);
  }
}

export function buildDisplayState(game: StoredGame, lastEvent?: IngestEvent): GameDisplayState {
  const hasShots = game.homeShots + game.awayShots > 0;
  return {
    statusLabel: statusLabel(game),
    scoreLine: m.scoreLine(game.homeGoals, game.awayGoals),
    homeScore: String(game.homeGoals),
    awayScore: String(game.awayGoals),
    shotsLine: hasShots ? m.shots(game.homeShots, game.awayShots) : null,
    strengthLabel: strengthLabel(game),
    lastEvent: lastEvent ? describeEvent(lastEvent) : "Waiting for puck drop",
    sentiment: Math.abs(game.homeGoals - game.awayGoals) >= 3 ? "lopsided" : "neutral",
    isLive: game.phase === "live" || game.phase === "overtime" || game.phase === "shootout",
  };
}

export function buildLiveActivityState(game: StoredGame, perspectiveTeamId: string | null): LiveActivityDisplayState {
  const base = buildDisplayState(game);
  const homeFirst = perspectiveTeamId === null || perspectiveTeamId === game.home.teamId;
  // Build the compact view
  const compact = {
    leading: homeFirst ? m.compactLeading(game.home.abbrev, base.homeScore) : m.compactLeading(game.away.abbrev, base.awayScore),
    trailing: homeFirst ? m.compactTrailing(game.away.abbrev, base.awayScore) : m.compactTrailing(game.home.abbrev, base.homeScore),
    minimal: homeFirst ? m.scoreLine(game.homeGoals, game.awayGoals) : m.scoreLine(game.awayGoals, game.homeGoals),
  };
  return {
    statusLabel: base.statusLabel,
    homeScore: base.homeScore,
    awayScore: base.awayScore,
    periodLabel: m.period(game.period),
    clock: game.phase === "live" || game.phase === "overtime" ? game.clock : "",
    periodProgress: periodProgress(game),
    sentiment: base.sentiment,
    compact,
    expanded: {
      headline: base.lastEvent ?? base.statusLabel,
      detail: base.strengthLabel,
      shotsLine: base.shotsLine,
      strengthLabel: base.strengthLabel,
    },
    lastEvent: base.lastEvent,
  };
}

export function buildContentState(game: StoredGame, perspectiveTeamId: string | null): LiveActivityContentState {
  return {
    display: buildLiveActivityState(game, perspectiveTeamId),
    sequence: game.sequence,
    updatedAt: Math.floor(Date.now() / 1000),
    strength: `${game.skatersHome}v${game.skatersAway}`,
  };
}
