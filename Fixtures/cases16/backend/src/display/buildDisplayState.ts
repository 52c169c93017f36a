import type { LiveActivityDisplayState } from "../schemas/liveActivity.js";
import type { GameRow } from "../stores/gameStore.js";
import { displayCopy } from "./display.messages.js";
import { formatClockDisplay, formatScoreDisplay, getLiveNote, isCompletedStatus, periodLabel } from "./matchDisplay.js";

// Sentiment drives colour only; the copy stays neutral whatever the mood.
function sentimentFor(game: GameRow): LiveActivityDisplayState["sentiment"] {
  const margin = Math.abs(game.homeScore - game.awayScore);
  if (margin >= 20) return "blowout";
  if (game.deficitAtHalf >= 15 && margin <= 5) return "comeback";
  return margin <= 4 && game.period >= 4 ? "tense" : "neutral";
}

export function buildDisplayState(game: GameRow): LiveActivityDisplayState {
  const final = isCompletedStatus(game.status);
  const score = formatScoreDisplay(game);
  return {
    gameId: game.gameId,
    homeScore: String(game.homeScore),
    awayScore: String(game.awayScore),
    periodLabel: final ? displayCopy.final : periodLabel(game),
    clockText: final ? "" : formatClockDisplay(game),
    shotClockText: game.shotClock == null ? null : String(game.shotClock),
    homeFoulsText: `${game.homeFouls} fouls`,
    awayFoulsText: `${game.awayFouls} fouls`,
    runText: game.run ? displayCopy.run(game.run.team, game.run.for, game.run.against) : null,
    liveNote: getLiveNote(game),
    bonusText: null,
    phase: final ? "final" : game.status === "overtime" ? "overtime" : game.status === "halftime" ? "halftime" : "live",
    sentiment: sentimentFor(game),
    compact: { leadingText: `${game.awayAbbr} ${game.awayScore}`, trailingText: `${game.homeAbbr} ${game.homeScore}`, minimalText: String(game.homeScore) },
    expanded: {
      headline: game.headline ?? "Live from the arena",
      homeLine: `${game.homeName} ${game.homeScore}`,
      awayLine: `${game.awayName} ${game.awayScore}`,
      footer: score,
    },
  };
}
