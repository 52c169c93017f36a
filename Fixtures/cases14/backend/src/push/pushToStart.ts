import type { LiveActivityContentState } from '../schemas/liveActivity.schema';
import { followMessages } from '../notifications/follow.messages';
import { LIVE_ACTIVITY_TOPIC, sendApns } from './apnsClient';

export async function pushToStart(startToken: string, attributes: Record<string, string>, state: LiveActivityContentState) {
  return sendApns(
    startToken,
    { 'apns-push-type': 'liveactivity', 'apns-topic': LIVE_ACTIVITY_TOPIC, 'apns-priority': '10' },
    {
      aps: {
        timestamp: Math.floor(Date.now() / 1000),
        event: 'start',
        'content-state': state,
        'attributes-type': 'SideoutActivityAttributes',
        attributes,
        alert: { title: attributes.homeTeamName, body: followMessages.followedTitle },
      },
    },
  );
}
