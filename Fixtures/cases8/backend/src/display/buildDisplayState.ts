import type { Game } from "../schemas/game";
import type { LiveActivityDisplayState } from "../schemas/liveActivity";
import { headlines, lastPlay, pitcherLines } from "./gameDisplay.messages";
import { formatCompactInning, formatInningDisplay, formatScoreDisplay, getLiveNote } from "./gameDisplay";

export interface PlayContext {
  lastEvent: { kind: "homeRun" | "strikeout" | "steal" | "single" | "other"; actor: string; runs?: number; ks?: number };
  pitcher: { name: string; pitchCount: number; strikeouts: number; hitsAllowed: number };
  batter: { name: string; line: string };
}

const BASES = ["first", "second", "third"] as const;

/**
 * Builds everything the Live Activity shows. The widget renders these strings
 * as-is, so all wording and numbers are decided here.
 */
export function buildDisplayState(game: Game, play: PlayContext): LiveActivityDisplayState {
  const basesOccupied = [1, 2, 3].map((base) => game.runnersOn.includes(base));
  return {
    phase: game.phase,
    compact: {
      awayAbbr: game.awayTeam.abbreviation,
      homeAbbr: game.homeTeam.abbreviation,
      awayFlag: game.awayTeam.flagEmoji,
      homeFlag: game.homeTeam.flagEmoji,
      scoreText: `${game.awayRuns}-${game.homeRuns}`,
      inningText: formatCompactInning(game),
    },
    expanded: {
      headline: pickHeadline(game, play),
      countText: game.countText,
      outsText: game.outs === 1 ? "1 out" : `${game.outs} outs`,
      outs: game.outs,
      basesOccupied,
      pitcherLine: pitcherLines.current(play.pitcher.name, play.pitcher.pitchCount, play.pitcher.strikeouts),
      batterLine: `${play.batter.name} — ${play.batter.line}`,
      lastPlayText: describeLastPlay(play),
      pitchCountText: `${play.pitcher.pitchCount} pitches`,
      statusNote: getLiveNote(game),
    },
    sentiment: pickSentiment(game, play),
    relevance: game.status === "in_progress" ? 80 : 30,
  };
}

function pickHeadline(game: Game, play: PlayContext): string {
  const trailingHome = game.homeRuns < game.awayRuns;
  if (game.status === "delayed") return headlines.rainDelay(game.venue);
  if (game.inning >= 9 && !game.isTopHalf && trailingHome) {
    const lead = game.runnersOn.length > 0 ? Math.max(...game.runnersOn) : 0;
    return lead > 0 ? headlines.tyingRunOn(BASES[lead - 1]) : headlines.bottomNinthTrailing(game.homeTeam.name);
  }
  if (game.inning > 9) return headlines.extraInnings(game.inning);
  if (play.pitcher.hitsAllowed === 0 && game.inning >= 6) {
    return headlines.noHitterIntact(play.pitcher.name, game.inning - 1);
  }
  return formatInningDisplay(game);
}

function describeLastPlay(play: PlayContext): string {
  const { lastEvent } = play;
  switch (lastEvent.kind) {
    case "homeRun":
      return lastPlay.homeRun(lastEvent.actor, lastEvent.runs ?? 1);
    case "strikeout":
      return lastPlay.strikeout(lastEvent.actor, lastEvent.ks ?? 1);
    case "steal":
      return lastPlay.stolenBase(lastEvent.actor);
    case "single":
      return lastPlay.rbiSingle(lastEvent.actor);
    default:
      return "Play continues";
  }
}

function pickSentiment(game: Game, play: PlayContext): LiveActivityDisplayState["sentiment"] {
  if (play.pitcher.hitsAllowed === 0 && game.inning >= 7) return "historic";
  const margin = Math.abs(game.homeRuns - game.awayRuns);
  if (margin >= 6) return "lopsided";
  return margin <= 1 && game.inning >= 7 ? "tense" : "neutral";
}

export { formatScoreDisplay };
