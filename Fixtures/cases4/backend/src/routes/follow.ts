import { Router, type Response } from 'express';
import { buildDisplayState } from '../display/buildDisplayState.js';
import { endActivity, sendPushToStart } from '../notifications/liveActivityPush.js';
import { FollowRequestSchema, type FollowRecord } from '../schemas/follow.js';
import { subscriptions } from '../stores/activitySubscriptionStore.js';
import {
  createFollowIfAbsent,
  followTtl,
  getFollow,
  putFollow,
  removeFollow,
  setPerspective,
} from '../stores/matchFollowStore.js';
import { getMatchRecord } from '../stores/matchStore.js';

export const followRouter = Router();

const userIdOf = (res: Response): string => res.locals.userId as string;

followRouter.post('/user/follow/match', async (req, res) => {
  const body = FollowRequestSchema.parse(req.body);
  const userId = userIdOf(res);

  const existing = await getFollow(userId, body.matchId);
  if (existing) {
    res.json({ matchId: body.matchId, status: 'following', followedAt: new Date(existing.followedAt).toISOString() });
    return;
  }

  const match = await getMatchRecord(body.matchId);
  if (!match) {
    res.status(404).json({ error: 'match_not_found' });
    return;
  }

  const record: FollowRecord = {
    userId,
    matchId: body.matchId,
    playerId: body.playerId,
    followedAt: Date.now(),
    muted: false,
    ttl: followTtl(Date.parse(match.startTime)),
  };
  await putFollow(record);

  if (match.phase === 'live') {
    await sendPushToStart(userId, match, buildDisplayState(match, body.playerId));
  }
  res.status(201).json({ matchId: body.matchId, status: 'following', followedAt: new Date(record.followedAt).toISOString() });
});

/** Follow straight from the "Follow" action on a walk-on notification; users double-tap those. */
followRouter.post('/user/follow/match/quick', async (req, res) => {
  const body = FollowRequestSchema.parse(req.body);
  const userId = userIdOf(res);
  const match = await getMatchRecord(body.matchId);
  if (!match) return void res.status(404).json({ error: 'match_not_found', matchId: body.matchId });

  const record: FollowRecord = {
    userId,
    matchId: body.matchId,
    playerId: body.playerId,
    followedAt: Date.now(),
    muted: false,
    ttl: followTtl(Date.parse(match.startTime)),
  };
  const created = await createFollowIfAbsent(record);
  if (created && match.phase === 'live') {
    await sendPushToStart(userId, match, buildDisplayState(match, body.playerId));
  }
  res.status(created ? 201 : 200).json({
    matchId: body.matchId,
    status: 'following',
    followedAt: new Date(record.followedAt).toISOString(),
  });
});

followRouter.patch('/user/follow/match/:id/player', async (req, res) => {
  const playerId = String(req.body?.playerId ?? '');
  const updated = await setPerspective(userIdOf(res), req.params.id, playerId);
  res.status(updated ? 204 : 404).end();
});

followRouter.delete('/user/follow/match/:id', async (req, res) => {
  const userId = userIdOf(res);
  const matchId = req.params.id;

  await removeFollow(userId, matchId);
  const removed = await subscriptions.removeForUser(matchId, userId);

  const match = await getMatchRecord(matchId);
  if (match && removed.length > 0) {
    const finalState = buildDisplayState(match);
    await Promise.all(removed.map((sub) => endActivity(sub, finalState, 0)));
  }
  res.status(204).end();
});
