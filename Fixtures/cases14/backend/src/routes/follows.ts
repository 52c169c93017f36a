import { createFollowOnce, unfollowMatch } from '../stores/matchFollowStore';
import { listSubscriptionsForMatch, removeAllSubscriptionsForMatch, removeSubscriptionsForUser } from '../stores/activitySubscriptionStore';
import { sendLiveActivityEnd } from '../push/liveActivityPush';
import { getMatch } from '../stores/matchStore';
import { buildDisplayState } from '../display/buildDisplayState';
import { teamNamesFor } from '../stores/teamStore';
import type { Router } from './router';

/** v2 follow routes (ADR-009): atomic follow, server-side Live Activity end on unfollow. */
export function registerFollowV2Routes(router: Router) {
  router.post('/v2/user/follow/match', async (req, res) => {
    const match = await getMatch(req.body.matchId);
    if (!match) return res.status(404).json({ error: 'match_not_found' });
    const created = await createFollowOnce(req.userId, match.matchId, req.body.teamId ?? null, (match.scheduledStart + 4 * 3600) * 1000);
    return res.json({ matchId: match.matchId, status: 'following', created });
  });

  router.delete('/v2/user/follow/match/:id', async (req, res) => {
    const matchId = req.params.id;
    const match = await getMatch(matchId);
    const subs = (await listSubscriptionsForMatch(matchId)).filter((s) => s.userId === req.userId);
    if (match) {
      const finalState = { displayState: buildDisplayState(match, await teamNamesFor(match)) };
      for (const sub of subs) await sendLiveActivityEnd(sub.pushToken, finalState);
    }
    await removeSubscriptionsForUser(matchId, req.userId);
    await unfollowMatch(req.userId, matchId);
    return res.json({ matchId, status: 'not_following', teamId: null });
  });

  router.delete('/v2/admin/match/:id/subscriptions', async (req, res) => {
    await removeAllSubscriptionsForMatch(req.params.id);
    return res.status(204).end();
  });
}
