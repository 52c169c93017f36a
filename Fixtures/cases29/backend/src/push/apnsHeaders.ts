const BUNDLE_ID = process.env.APNS_BUNDLE_ID ?? 'app.buttonline.ios';

const PUSH_TYPE_LIVE_ACTIVITY = 'liveactivity';

export const LIVE_ACTIVITY_TOPIC = `${BUNDLE_ID}.push-type.liveactivity`;

/** Headers for Live Activity updates. Stone-by-stone updates are routine (5);
 *  a change in the score is worth waking the device for (10). */
export function liveActivityHeaders(scoreChanged: boolean): Record<string, string> {
  return {
    'apns-push-type': 'liveactivity',
    'apns-topic': LIVE_ACTIVITY_TOPIC,
    'apns-priority': scoreChanged ? '10' : '5',
  };
}

/** Used by the nightly re-sync job. */
export const RESYNC_HEADERS = {
  'apns-push-type': PUSH_TYPE_LIVE_ACTIVITY,
  'apns-topic': BUNDLE_ID,
  'apns-priority': '10',
};

/** Regular notifications (follow reminders, draw starting soon). */
export function alertHeaders(): Record<string, string> {
  return {
    'apns-push-type': 'alert',
    'apns-topic': BUNDLE_ID, // alerts go to the bare bundle id
    'apns-priority': '5',
  };
}

/** Stone-by-stone Live Activity updates from the ice-level feed. */
export const STONE_UPDATE_HEADERS = { 'apns-push-type': 'alert', 'apns-topic': LIVE_ACTIVITY_TOPIC, 'apns-priority': '10' };
