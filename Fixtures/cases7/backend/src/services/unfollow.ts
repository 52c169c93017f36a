import { endLiveActivity } from '../apns/liveActivityPush';
import { buildDisplayState } from '../display/buildDisplayState';
import type { FeedContext } from '../schemas/feed.schema';
import type { MatchItem } from '../schemas/match.schema';
import { deleteFollow } from '../stores/followStore';
import { getMatch } from '../stores/matchStore';
import { listForUser, removeForUser } from '../stores/subscriptionStore';
import { logger } from '../util/logger';
import { epochNow } from '../util/time';

function restingContext(match: MatchItem): FeedContext {
  return {
    tournamentName: match.round,
    serverName: match.home.shortName,
    serverPoints: 0,
    receiverPoints: 0,
    inTiebreak: false,
    pressure: 'none',
    suspensionReason: null,
    aces: [0, 0],
    doubleFaults: [0, 0],
    lastEvent: 'point',
    roundWeight: 0,
  };
}

export async function unfollowMatch(userId: string, matchId: string): Promise<void> {
  const [match, subs] = await Promise.all([getMatch(matchId), listForUser(matchId, userId)]);

  if (match && subs.length > 0) {
    const finalState = buildDisplayState(match, restingContext(match));
    // The user asked for it to go, so dismiss now instead of letting the
    // ended activity linger on the Lock Screen.
    const results = await Promise.allSettled(subs.map((sub) => endLiveActivity(sub, finalState, epochNow())));
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed > 0) {
      logger.warn({ matchId, failed }, 'could not end every activity on unfollow');
    }
  }

  // Subscriptions before the follow row: if this dies half way, a retried
  // unfollow still finds the follow and runs the cleanup again.
  await removeForUser(matchId, userId);
  await deleteFollow(userId, matchId);
}
