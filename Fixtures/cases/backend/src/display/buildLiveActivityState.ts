import type { LiveActivityContentState } from "../schemas/liveActivity.schema";
import type { MatchDisplayState, MatchRecord } from "../schemas/match.schema";
import { displayMessages } from "./display.messages";

interface CompactView {
  leadingText: string;
  trailingText: string;
  minimalText: string;
}

function buildCompact(match: MatchRecord, display: MatchDisplayState): CompactView {
  return {
    leadingText: `${match.homeTeam.abbreviation} ${display.scoreLine}`,
    trailingText: display.oversLine,
    minimalText: display.scoreLine,
  };
}

export function buildLiveActivityState(match: MatchRecord, display: MatchDisplayState): LiveActivityContentState {
  const runsNeeded = match.target !== null ? match.target - match.runs : null;
  return {
    displayState: {
      phase: match.phase,
      sentiment: match.sentiment,
      compact: buildCompact(match, display),
      expanded: {
        headline: display.titleText,
        scoreLine: display.scoreLine,
        oversLine: display.oversLine,
        statusText: match.phase === "innings_break" ? "Innings break" : display.statusText,
        bowlerLine: match.currentBowler ? displayMessages.bowler(match.currentBowler.name, match.currentBowler.figures) : "",
        lastEvent: match.lastEvent,
        progressPercent: Math.round(display.progress * 100),
        runsNeeded,
        ballsRemaining: runsNeeded !== null ? match.ballsPerInnings - match.ballsBowled : null,
        batters: match.batters.map((batter) => ({
          name: batter.name,
          scoreText: displayMessages.batterScore(batter.runs, batter.balls),
          isOnStrike: batter.isOnStrike,
        })),
      },
    },
  };
}
