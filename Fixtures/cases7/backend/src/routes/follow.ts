import { Router } from 'express';
import { followMessages } from '../messages/follow.messages';
import { FollowRequestSchema, FollowResponseSchema, UserFollowsResponseSchema } from '../schemas/follow.schema';
import * as followStore from '../stores/followStore';
import * as matchStore from '../stores/matchStore';
import * as subscriptionStore from '../stores/subscriptionStore';
import { requireUser } from '../util/auth';
import { logger } from '../util/logger';

// v1 follow endpoints. Still called by app builds before 1.9; new clients use
// routes/v2/follow.ts.
export const followRouter = Router();

followRouter.post('/user/follow/match', requireUser, async (req, res) => {
  const parsed = FollowRequestSchema.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: 'invalid_body', issues: parsed.error.issues });
  }
  const { matchId, playerId } = parsed.data;
  const userId = res.locals.userId as string;

  const match = await matchStore.getMatch(matchId);
  if (!match) {
    return res.status(404).json({ error: 'match_not_found' });
  }

  const existing = await followStore.getFollow(userId, matchId);
  if (existing) {
    return res.json(FollowResponseSchema.parse({ matchId, status: 'following', message: followMessages.alreadyFollowing }));
  }

  await followStore.putFollow({ userId, matchId, playerId: playerId ?? null }, match);
  res.status(201).json(
    FollowResponseSchema.parse({
      matchId,
      status: 'following',
      message: `You'll get point-by-point updates for ${match.home.shortName} v ${match.away.shortName}`,
    }),
  );
});

followRouter.patch('/user/follow/match/:id/team', requireUser, async (req, res) => {
  const playerId = typeof req.body?.playerId === 'string' ? req.body.playerId : null;
  await followStore.setPerspective(res.locals.userId as string, req.params.id, playerId);
  res.status(204).end();
});

followRouter.delete('/user/follow/match/:id', requireUser, async (req, res) => {
  const userId = res.locals.userId as string;
  const matchId = req.params.id;
  await followStore.deleteFollow(userId, matchId);
  const removed = await subscriptionStore.removeForUser(matchId, userId);
  logger.info({ userId, matchId, removed }, 'unfollowed (v1)');
  res.json(FollowResponseSchema.parse({ matchId, status: 'not_following', message: followMessages.unfollowed }));
});

followRouter.get('/user/follows', requireUser, async (_req, res) => {
  const matchIds = await followStore.listFollowedMatchIds(res.locals.userId as string);
  res.json(UserFollowsResponseSchema.parse({ matchIds }));
});
