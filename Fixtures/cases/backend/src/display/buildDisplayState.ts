import type { MatchDisplayState, MatchRecord } from "../schemas/match.schema";
import { displayMessages } from "./display.messages";
import { formatOversDisplay, formatScoreDisplay, getLiveNote, isCompletedStatus, isLiveStatus } from "./matchDisplay";

export function buildDisplayState(match: MatchRecord): MatchDisplayState {
  const need = match.target !== null ? match.target - match.runs : null;
  const ballsLeft = match.ballsPerInnings - match.ballsBowled;
  const runRate = match.ballsBowled > 0 ? (match.runs / match.ballsBowled) * 6 : null;

  return {
    statusText: getLiveNote(match) ?? displayMessages.status[match.phase],
    badgeText: displayMessages.badge[match.phase],
    titleText: displayMessages.title(match.homeTeam.name, match.awayTeam.name),
    scoreLine: formatScoreDisplay(match.runs, match.wickets),
    oversLine: formatOversDisplay(match.ballsBowled),
    runRateLine: runRate !== null ? displayMessages.runRate(runRate.toFixed(2)) : null,
    tossText: match.toss ? displayMessages.toss(match.toss.winner, match.toss.decision) : "Toss yet to happen",
    resultText: isCompletedStatus(match.phase) ? match.result : null,
    chaseText: need !== null ? `Need ${need} from ${ballsLeft} balls` : null,
    startsText: displayMessages.starts(new Date(match.startTime * 1000)),
    progress: Math.min(match.ballsBowled / match.ballsPerInnings, 1),
    sentiment: match.sentiment,
    isLive: isLiveStatus(match.phase),
  };
}
