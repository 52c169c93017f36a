import type { DisplayState } from "../display/buildDisplayState.js";

interface ContentState {
  matchTitle: string;
  gamesLine: string;
  pointsText: string;
  serverName: string;
  phaseLabel: string;
}

export function toContentState(display: DisplayState): ContentState & Record<string, unknown> {
  return {
    matchTitle: display.matchTitle,
    gamesLine: display.gamesLine,
    pointsText: display.pointsLine,
    serverName: display.serverName,
    phaseLabel: display.phaseLabel,
    phase: display.phase,
    sentiment: display.sentiment,
    compact: display.compact,
    expanded: display.expanded,
    lastEventText: display.lastEventText,
    reviewState: display.reviewBanner,
    updatedAt: display.updatedAt,
  };
}
