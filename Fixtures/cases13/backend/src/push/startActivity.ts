import type { LiveActivityAttributes, LiveActivityContentState } from "../schemas/liveActivity.schema";
import { ApnsClient } from "./apnsClient";
import { notificationMessages as n } from "../notifications/notifications.messages";

/** Push-to-start: begins a Live Activity on a device that follows a fixture going live. */
export async function pushToStart(
  client: ApnsClient,
  pushToStartToken: string,
  attributes: LiveActivityAttributes,
  state: LiveActivityContentState,
) {
  const payload = {
    aps: {
      event: "start",
      "content-state": state,
      "attributes-type": "PowerplayAttributes",
      attributes,
      alert: { title: n.matchDay.title, body: n.matchDay.body(`${attributes.homeCode} v ${attributes.awayCode}`) },
    },
  };
  return client.send(
    pushToStartToken,
    {
      "apns-push-type": "liveactivity",
      "apns-topic": `${client.bundleId}.push-type.liveactivity`,
      "apns-priority": "10",
    },
    payload,
  );
}
