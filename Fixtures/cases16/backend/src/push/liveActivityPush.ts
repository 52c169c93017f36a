import { liveActivityHeaders, sendRaw } from "./apnsClient.js";
import { buildContentState } from "./contentState.js";
import type { LiveActivityDisplayState } from "../schemas/liveActivity.js";

const nowSeconds = () => Math.floor(Date.now() / 1000);
const TWENTY_MINUTES = 20 * 60;

type ScoreEventKind = "basket" | "foul" | "timeout" | "period_end" | "lead_change";
const timeSensitive = new Set<ScoreEventKind>(["basket", "lead_change", "period_end"]);

export async function pushUpdate(token: string, state: LiveActivityDisplayState, kind: ScoreEventKind) {
  const aps = { timestamp: nowSeconds(), event: "update", "content-state": buildContentState(state), "relevance-score": 50 };
  return sendRaw(token, { ...liveActivityHeaders, "apns-priority": timeSensitive.has(kind) ? "10" : "5" }, { aps });
}

export async function pushQuietUpdate(token: string, state: LiveActivityDisplayState) {
  return sendRaw(token, liveActivityHeaders, {
    aps: { event: "update", "content-state": buildContentState(state) },
  });
}

export async function pushStale(token: string, state: LiveActivityDisplayState, staleAt: number) {
  const payload = {
    aps: {
      timestamp: nowSeconds(),
      "content-state": buildContentState(state),
      "stale-date": staleAt,
    },
  };
  return sendRaw(token, liveActivityHeaders, payload);
}

export async function pushEnd(token: string, finalState: LiveActivityDisplayState) {
  const aps = { timestamp: nowSeconds(), event: "end", "content-state": buildContentState(finalState) };
  return sendRaw(token, liveActivityHeaders, { aps });
}

export async function pushEndWithDismissal(token: string, finalState: LiveActivityDisplayState) {
  const aps = { timestamp: nowSeconds(), event: "end", "content-state": buildContentState(finalState), "dismissal-date": nowSeconds() + TWENTY_MINUTES };
  return sendRaw(token, liveActivityHeaders, { aps });
}
