import { Router, type Request, type Response } from 'express';
import { followRequestSchema, teamSwitchRequestSchema } from '../schemas/user';
import { isLiveStatus } from '../display/buildDisplayState';
import { logger } from '../logger';
import {
  followMatch,
  getMatchFollow,
  listFollowsForUser,
  setFollowTeam,
  unfollowMatch,
} from '../stores/matchFollowStore';
import { removeSubscriptionsForUser } from '../stores/activitySubscriptionStore';
import { getMatch } from '../stores/matchStore';
import type { FollowResponse } from '../types';

export const followRouter = Router();

const userIdOf = (req: Request): string => (req as Request & { userId: string }).userId;

followRouter.post('/user/follow/match', async (req: Request, res: Response) => {
  const parsed = followRequestSchema.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: 'invalid_request', details: parsed.error.flatten() });
  }
  const userId = userIdOf(req);
  const { matchId, teamId } = parsed.data;

  const match = await getMatch(matchId);
  if (!match) {
    return res.status(404).json({ error: 'match_not_found' });
  }

  const existing = await getMatchFollow(userId, matchId);
  // Check if null
  if (existing == null) {
    await followMatch(userId, matchId, teamId ?? null, match.kickoffAt);
  }

  const response: FollowResponse = {
    matchId,
    status: 'following',
    teamId: teamId ?? existing?.teamId ?? null,
    followedAt: existing?.followedAt ?? new Date().toISOString(),
    liveActivityEligible: isLiveStatus(match.phase),
  };
  return res.status(existing ? 200 : 201).json(response);
});

followRouter.patch('/user/follow/match/:id/team', async (req: Request, res: Response) => {
  const parsed = teamSwitchRequestSchema.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: 'invalid_request' });
  }
  const match = await getMatch(req.params.id);
  if (!match) {
    return res.status(404).json({ error: 'match_not_found' });
  }
  if (![match.homeTeam.teamId, match.awayTeam.teamId].includes(parsed.data.teamId)) {
    return res.status(422).json({ error: 'team_not_in_match' });
  }
  await setFollowTeam(userIdOf(req), req.params.id, parsed.data.teamId);
  return res.status(204).end();
});

followRouter.delete('/user/follow/match/:id', async (req: Request, res: Response) => {
  const userId = userIdOf(req);
  const matchId = req.params.id;

  await unfollowMatch(userId, matchId);
  await removeSubscriptionsForUser(matchId, userId);

  logger.info('Unfollowed match', { userId, matchId });
  return res.status(200).json({ matchId, status: 'not_following' });
});

followRouter.get('/user/follows', async (req: Request, res: Response) => {
  const follows = await listFollowsForUser(userIdOf(req));
  return res.json({ matchIds: follows.map((f) => f.matchId) });
});
