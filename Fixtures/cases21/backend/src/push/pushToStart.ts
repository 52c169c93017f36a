import type { Match } from "../schemas/match.js";
import { BUNDLE_ID } from "./apnsClient.js";
import { connectLegacy } from "./legacyApnsClient.js";
import { tokensForUsers } from "../stores/pushTokenStore.js";
import { toLiveActivityState } from "../display/buildDisplayState.js";
import { contentStateFor } from "./contentState.js";
import { nowEpochSeconds } from "../lib/dynamo.js";

export async function sendPushToStart(userId: string, match: Match): Promise<void> {
  const tokens = await tokensForUsers([userId]);
  const session = connectLegacy("https://api.push.apple.com");
  for (const t of tokens) {
    const req = session.request({
      ":method": "POST",
      ":path": `/3/device/${t.token}`,
      "apns-push-type": "liveactivity",
      "apns-topic": `${BUNDLE_ID}.push-type.liveactivity`,
      "apns-priority": "10",
    });
    req.end(
      JSON.stringify({
        aps: {
          timestamp: nowEpochSeconds(),
          event: "start",
          "attributes-type": "MatchActivityAttributes",
          attributes: { matchId: match.matchId, homeTeam: match.homeTeam.abbreviation, awayTeam: match.awayTeam.abbreviation },
          "content-state": contentStateFor(toLiveActivityState(match), null),
          alert: { title: `${match.homeTeam.name} v ${match.awayTeam.name}`, body: "Now live on your Lock Screen" },
        },
      }),
    );
  }
  session.close();
}
