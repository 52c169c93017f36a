import type { LiveActivityContentState } from "../schemas/liveActivity.schema";

export interface WicketEvent {
  matchId: string;
  batterName: string;
  runs: number;
  balls: number;
}

export function buildWicketPayload(event: WicketEvent, contentState: LiveActivityContentState) {
  return {
    aps: {
      timestamp: Math.floor(Date.now() / 1000),
      event: "update",
      "content-state": contentState,
      alert: {
        title: "Wicket",
        body: `${event.batterName} departs for ${event.runs}`,
      },
    },
  };
}
