import type { LiveActivityContentState } from "../schemas/liveActivity.schema";
import type { MatchRecord } from "../schemas/match.schema";
import { listPushToStartTokens } from "../stores/pushToStartTokenStore";
import { priorityFor, sendToApns } from "./apnsClient";
import { matchStartMessages } from "./matchStart.messages";

const BUNDLE_ID = process.env.IOS_BUNDLE_ID ?? "app.sightscreen";

export async function sendPushToStart(userId: string, match: MatchRecord, contentState: LiveActivityContentState): Promise<void> {
  const tokens = await listPushToStartTokens(userId);
  const title = "Match starting";
  const payload = {
    aps: {
      timestamp: Math.floor(Date.now() / 1000),
      event: "start",
      "content-state": contentState,
      "attributes-type": "LiveActivityAttributes",
      attributes: {
        matchId: match.matchId,
        homeTeamCode: match.homeTeam.abbreviation,
        awayTeamCode: match.awayTeam.abbreviation,
      },
      alert: { title, body: matchStartMessages.body(match.homeTeam.name, match.awayTeam.name) },
    },
  };
  for (const token of tokens) {
    await sendToApns(
      token,
      {
        "apns-push-type": "liveactivity",
        "apns-topic": `${BUNDLE_ID}.push-type.liveactivity`,
        "apns-priority": priorityFor("routine"),
      },
      payload,
    );
  }
}
