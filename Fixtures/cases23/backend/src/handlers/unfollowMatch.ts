import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from "aws-lambda";
import { unfollowMatch } from "../stores/matchFollowStore.js";
import { removeSubscriptionsForUser } from "../stores/activitySubscriptionStore.js";
import { getMatch } from "../stores/matchStore.js";
import { buildDisplayState } from "../display/buildDisplayState.js";
import { endPayload } from "../push/liveActivityPayload.js";
import { sendToApns } from "../push/apnsClient.js";
import { json, userIdFrom } from "../lib/http.js";

const BUNDLE_ID = process.env.IOS_BUNDLE_ID ?? "app.shortcorner.ios";

export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const matchId = event.pathParameters?.id;
  if (!matchId) return json(400, { error: "missing_match_id" });

  // Subscriptions go first: if we crash after this, a retry still finds the follow and finishes the job.
  const removed = await removeSubscriptionsForUser(matchId, userId);
  const match = await getMatch(matchId);
  if (match) {
    const finalState = buildDisplayState(match, "");
    for (const row of removed) {
      await sendToApns(
        row.token,
        { "apns-push-type": "liveactivity", "apns-topic": `${BUNDLE_ID}.push-type.liveactivity`, "apns-priority": "5" },
        endPayload(finalState),
      );
    }
  }
  await unfollowMatch(userId, matchId);
  return json(200, { matchId, status: "not_following" });
}
