import { logger } from '../lib/logger';
import { removeSubscriptionsForUser } from '../stores/activitySubscriptionStore';
import { listFollowedMatchIds, unfollowMatch } from '../stores/matchFollowStore';

interface UnfollowTeamEvent {
  userId: string;
  teamId: string;
  matchIds: string[];
}

export async function handler(event: UnfollowTeamEvent): Promise<{ removed: number }> {
  const followed = new Set(await listFollowedMatchIds(event.userId));
  let removed = 0;
  for (const matchId of event.matchIds.filter((id) => followed.has(id))) {
    await removeSubscriptionsForUser(matchId, event.userId);
    await unfollowMatch(event.userId, matchId);
    removed++;
  }
  logger.info('team unfollowed', { userId: event.userId, teamId: event.teamId, removed });
  return { removed };
}
