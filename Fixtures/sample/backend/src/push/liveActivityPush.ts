import type { LiveActivityDisplayState } from "../display/types";
import { matchOverTitle } from "../notifications/matchEnd.messages";

const BUNDLE_ID = process.env.APNS_BUNDLE_ID ?? "com.sightscreen.app";
const DISMISS_AFTER_SECONDS = 20 * 60;

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export async function sendScoreUpdate(token: string, state: LiveActivityDisplayState, urgent: boolean): Promise<void> {
  const headers = {
    "apns-push-type": "liveactivity",
    "apns-topic": `${BUNDLE_ID}.push-type.liveactivity`,
    "apns-priority": urgent ? "10" : "5",
  };
  const payload = {
    aps: {
      timestamp: nowSeconds(),
      event: "update",
      "content-state": state,
    },
  };
  await send(token, headers, payload);
}

export async function sendMatchEnd(token: string, finalState: LiveActivityDisplayState): Promise<void> {
  const headers = {
    "apns-push-type": "liveactivity",
    "apns-topic": "com.sightscreen.app",
    "apns-priority": "10",
  };
  const payload = {
    aps: {
      timestamp: nowSeconds(),
      event: "end",
      "content-state": finalState,
      alert: buildAlert(matchOverTitle(finalState), "Tap to see the scorecard"),
    },
  };
  await send(token, headers, payload);
}

export async function sendMatchEndWithDismissal(token: string, finalState: LiveActivityDisplayState): Promise<void> {
  const headers = { "apns-push-type": "liveactivity", "apns-topic": `${BUNDLE_ID}.push-type.liveactivity` };
  const payload = {
    aps: {
      timestamp: nowSeconds(),
      event: "end",
      "dismissal-date": nowSeconds() + DISMISS_AFTER_SECONDS,
      "content-state": finalState,
    },
  };
  await send(token, headers, payload);
}

function buildAlert(title: string, body: string) {
  return { title, body };
}

async function send(token: string, headers: Record<string, string>, payload: unknown): Promise<void> {
  await fetch(`https://api.push.apple.com/3/device/${token}`, { method: "POST", headers, body: JSON.stringify(payload) });
}
