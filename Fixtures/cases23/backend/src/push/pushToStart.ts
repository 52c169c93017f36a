import type { MatchRecord } from "../stores/matchStore.js";
import { buildDisplayState } from "../display/buildDisplayState.js";
import { devicesForUser } from "../stores/deviceStore.js";
import { sendToApns } from "./apnsClient.js";

const BUNDLE_ID = process.env.IOS_BUNDLE_ID ?? "app.shortcorner.ios";

export async function sendPushToStart(userId: string, match: MatchRecord) {
  const devices = await devicesForUser(userId);
  const state = buildDisplayState(match, "");
  for (const device of devices) {
    if (!device.pushToStartToken) continue;
    await sendToApns(
      device.pushToStartToken,
      { "apns-push-type": "liveactivity", "apns-topic": `${BUNDLE_ID}.push-type.liveactivity`, "apns-priority": "10" },
      {
        aps: {
          timestamp: Math.floor(Date.now() / 1000),
          event: "start",
          "content-state": state,
          "attributes-type": "ShortCornerActivityAttributes",
          attributes: {
            matchId: match.matchId,
            competition: match.competitionId,
            homeName: match.homeTeam.name,
            awayName: match.awayTeam.name,
            deepLink: `shortcorner://match/${match.matchId}`,
          },
          alert: {
            title: `${match.homeTeam.name} v ${match.awayTeam.name}`,
            body: "You're following this one live",
          },
        },
      },
    );
  }
}
