import { listFollowsForUser, unfollowMatch } from '../stores/matchFollowStore';
import { removeSubscriptionsForUser } from '../stores/activitySubscriptionStore';
import { getMatch } from '../stores/matchStore';
import type { Router } from './router';

export function registerTeamRoutes(router: Router) {
  router.delete('/user/follow/team/:teamId', async (req, res) => {
    const follows = (await listFollowsForUser(req.userId)).filter((f) => f.teamId === req.params.teamId);
    for (const follow of follows) {
      await removeSubscriptionsForUser(follow.matchId, req.userId);
      await unfollowMatch(req.userId, follow.matchId);
    }
    return res.json({ teamId: req.params.teamId, unfollowed: follows.length });
  });

  router.get('/teams/:teamId/next', async (req, res) => {
    const match = await getMatch(`next-${req.params.teamId}`);
    return res.json(match ?? { placeholder: 'No fixture scheduled' });
  });
}
