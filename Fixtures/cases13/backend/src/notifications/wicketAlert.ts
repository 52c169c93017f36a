import type { FeedEvent } from "../stores/fixtureStore";
import { notificationMessages as n } from "./notifications.messages";
import { sendAlert } from "../push/alerts";
import { listFollowerDevices } from "../stores/tokenStore";
import { logger } from "../logger";

interface AlertCopy {
  title: string;
  body: string;
}

export function wicketCopy(event: FeedEvent): AlertCopy {
  const base = { title: n.wicket.title(event.bowler), body: n.wicket.body(event.batter, event.scoreText) };
  if (event.isHatTrickBall) {
    return { ...base, title: `${event.bowler} on a hat-trick` };
  }
  if (event.dismissal === "run_out") {
    return { ...base, body: `${event.batter} run out, ${event.scoreText}` };
  }
  return base;
}

export async function sendWicketAlerts(event: FeedEvent): Promise<void> {
  const devices = await listFollowerDevices(event.fixtureId, "wickets");
  const copy = wicketCopy(event);
  logger.info(`sending wicket alert to ${devices.length} devices`, { fixtureId: event.fixtureId });
  for (const device of devices) {
    await sendAlert(device.token, { ...copy, category: "WICKET", threadId: event.fixtureId }, { timeSensitive: true });
  }
}
