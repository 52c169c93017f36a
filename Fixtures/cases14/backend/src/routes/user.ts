import { FollowRequestSchema } from '../schemas/follow.schema';
import { getMatch } from '../stores/matchStore';
import { followMatch, getMatchFollow, unfollowMatch } from '../stores/matchFollowStore';
import { removeSubscriptionsForUser } from '../stores/activitySubscriptionStore';
import { pushToStartForUser } from '../push/pushToStartForUser';
import { logger } from '../logger';
import type { Router } from './router';

export function registerUserRoutes(router: Router) {
  router.post('/user/follow/match', async (req, res) => {
    const body = FollowRequestSchema.parse(req.body);
    const existing = await getMatchFollow(req.userId, body.matchId);
    if (existing) return res.json({ matchId: body.matchId, status: 'following', teamId: existing.teamId });
    const match = await getMatch(body.matchId);
    if (!match) return res.status(404).json({ error: 'match_not_found' });
    await followMatch(req.userId, body.matchId, body.teamId ?? null, match.scheduledStart * 1000);
    await pushToStartForUser(req.userId, match);
    return res.json({ matchId: body.matchId, status: 'following', teamId: body.teamId ?? null });
  });

  router.delete('/user/follow/match/:id', async (req, res) => {
    const matchId = req.params.id;
    await unfollowMatch(req.userId, matchId);
    await removeSubscriptionsForUser(matchId, req.userId);
    logger.info('unfollowed', { userId: req.userId, matchId });
    return res.json({ matchId, status: 'not_following', teamId: null });
  });
}
