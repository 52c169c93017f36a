import type { EventBridgeHandler } from 'aws-lambda';
import { sendToApns } from '../apns/apnsClient';
import { buildDisplayState } from '../display/buildDisplayState';
import type { FeedContext } from '../schemas/feed.schema';
import { extendTtlAfterCompletion, listFollowersOfMatch } from '../stores/followStore';
import { getMatch } from '../stores/matchStore';
import { listForMatch } from '../stores/subscriptionStore';
import { config } from '../util/config';
import { logger } from '../util/logger';
import { epochNow } from '../util/time';

type MatchCompletedDetail = { matchId: string; completedAt: number; finalContext: FeedContext };

export const handler: EventBridgeHandler<'MatchCompleted', MatchCompletedDetail, void> = async (event) => {
  const { matchId, completedAt, finalContext } = event.detail;
  const match = await getMatch(matchId);
  if (!match) {
    logger.warn({ matchId }, 'completed event for unknown match');
    return;
  }

  const finalState = buildDisplayState(match, finalContext);
  for (const sub of await listForMatch(matchId)) {
    await sendToApns(
      sub.token,
      {
        'apns-push-type': 'liveactivity',
        'apns-topic': `${config.bundleId}.push-type.liveactivity`,
        'apns-priority': '10',
      },
      {
        aps: { timestamp: epochNow(), event: 'end', 'content-state': finalState },
      },
    );
  }

  for (const follow of await listFollowersOfMatch(matchId)) {
    await extendTtlAfterCompletion(follow.userId, matchId, completedAt);
  }
};
