import pLimit from "p-limit";
import { sendToApns } from "./apnsClient.js";
import { toContentState } from "./contentState.js";
import type { DisplayState } from "../display/buildDisplayState.js";

const HIGH = "10";

export async function broadcastToSubscribers(tokens: string[], display: DisplayState) {
  const limit = pLimit(20);
  const timestamp = Math.floor(Date.now() / 1000);
  await Promise.all(
    tokens.map((token) =>
      limit(() =>
        sendToApns(
          token,
          { "apns-push-type": "liveactivity", "apns-topic": "com.nickline.app.push-type.liveactivity", "apns-priority": HIGH },
          { aps: { timestamp, event: "update", "content-state": toContentState(display) } },
        ),
      ),
    ),
  );
}
