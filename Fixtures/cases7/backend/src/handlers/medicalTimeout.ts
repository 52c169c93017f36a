import { sendToApns } from '../apns/apnsClient';
import { buildDisplayState } from '../display/buildDisplayState';
import type { FeedContext } from '../schemas/feed.schema';
import { getMatch } from '../stores/matchStore';
import { listForMatch } from '../stores/subscriptionStore';
import { config } from '../util/config';
import { logger } from '../util/logger';

interface MedicalTimeoutEvent {
  matchId: string;
  phase: 'started' | 'ended';
  context: FeedContext;
}

// Fired by the feed when the trainer is called on and again when play resumes.
export async function handler(event: MedicalTimeoutEvent): Promise<void> {
  const match = await getMatch(event.matchId);
  if (!match) {
    logger.warn({ matchId: event.matchId }, 'medical timeout for unknown match');
    return;
  }

  const state = buildDisplayState(
    { ...match, status: event.phase === 'started' ? 'suspended' : 'live' },
    { ...event.context, suspensionReason: event.phase === 'started' ? 'medical' : null },
  );

  for (const sub of await listForMatch(match.matchId)) {
    // Send the update
    await sendToApns(
      sub.token,
      {
        'apns-push-type': 'liveactivity',
        'apns-topic': `${config.bundleId}.push-type.liveactivity`,
        'apns-priority': '10',
      },
      { aps: { timestamp: state.updatedAt, event: 'update', 'content-state': state } },
    );
  }
}
