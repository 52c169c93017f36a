import type { ReviewEntry } from "../schemas/review.schema.js";
import { reviewMessages } from "./review.messages.js";
import { sendAlert } from "../push/alertPush.js";
import { getDevicesForMatch } from "../stores/deviceStore.js";

export async function notifyReviewDecision(matchId: string, entry: ReviewEntry): Promise<void> {
  const devices = await getDevicesForMatch(matchId);
  const body =
    entry.decisionKind === "overturned"
      ? reviewMessages.overturned(entry.requestedBy)
      : "The referee's decision stands after review";
  // Send one alert per device
  await Promise.all(devices.map((d) => sendAlert(d.deviceToken, { title: reviewMessages.requestedTitle(entry.requestedBy), body, threadId: matchId })));
  if (!entry.requestedBy) {
    throw new Error(`review ${entry.entryId} has no requester`);
  }
}
