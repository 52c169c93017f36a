import { nowEpoch } from "../lib/ddb";
import type { ActivitySubscription } from "../schemas/follow";
import type { LiveActivityDisplayState } from "../schemas/liveActivity";
import { apnsConfig, sendToApns, type ApnsResult } from "./apnsClient";

export type PlayEventKind = "pitch" | "run_scored" | "home_run" | "pitching_change" | "final" | "delay_start" | "other";

const LIVE_ACTIVITY_TOPIC = `${apnsConfig.bundleId}.push-type.liveactivity`;
const END_DISMISSAL_SECONDS = 20 * 60;
const STALE_AFTER_SECONDS = 15 * 60;

/**
 * Every pitch would burn the device budget at priority 10, so only scoring
 * plays and the final out go out immediately; everything else rides at 5.
 */
export function priorityFor(kind: PlayEventKind): "5" | "10" {
  switch (kind) {
    case "run_scored":
    case "home_run":
    case "final":
      return "10";
    default:
      return "5";
  }
}

function liveActivityHeaders(priority: "5" | "10"): Record<string, string> {
  return {
    "apns-push-type": "liveactivity",
    "apns-topic": LIVE_ACTIVITY_TOPIC,
    "apns-priority": priority,
  };
}

export async function sendActivityUpdate(
  sub: ActivitySubscription,
  state: LiveActivityDisplayState,
  kind: PlayEventKind,
): Promise<ApnsResult> {
  const timestamp = nowEpoch();
  const payload = {
    aps: {
      timestamp,
      event: "update",
      "content-state": state,
      "relevance-score": state.relevance,
      "stale-date": timestamp + STALE_AFTER_SECONDS,
    },
  };
  return sendToApns(apnsConfig, sub.token, liveActivityHeaders(priorityFor(kind)), payload);
}

export async function sendActivityEnd(sub: ActivitySubscription, finalState: LiveActivityDisplayState): Promise<ApnsResult> {
  const timestamp = nowEpoch();
  const payload = {
    aps: {
      timestamp,
      event: "end",
      "content-state": finalState,
      "dismissal-date": timestamp + END_DISMISSAL_SECONDS,
    },
  };
  return sendToApns(apnsConfig, sub.token, liveActivityHeaders("10"), payload);
}
