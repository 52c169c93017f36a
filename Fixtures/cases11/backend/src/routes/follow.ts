import { Router } from 'express';
import { FollowRequestSchema } from '../schemas';
import { getFollow, putFollow, putFollowIfAbsent, deleteFollow } from '../stores/followStore';
import { removeSubscriptionsForUser, subscriptionsForRace } from '../stores/activitySubscriptionStore';
import { getRace } from '../stores/raceStore';
import { pushEnd } from '../apns/liveActivityPush';
import { lastStateFor } from '../poller/racePoller';
import { notificationMessages } from '../messages/notifications.messages';
import { logger } from '../util/logger';

export const followRouter = Router();

followRouter.post('/user/follow/race', async (req, res) => {
  const body = FollowRequestSchema.parse(req.body);
  const userId = req.user.id;
  const race = await getRace(body.raceId);
  if (!race) {
    return res.status(404).json({ error: 'race not found' });
  }
  const existing = await getFollow(userId, body.raceId);
  if (existing) {
    return res.json({ raceId: body.raceId, status: 'following', driverCode: existing.driverCode, confirmationText: notificationMessages.followConfirm });
  }
  await putFollow(userId, race, body.driverCode);
  return res.status(201).json({
    raceId: body.raceId,
    status: 'following',
    driverCode: body.driverCode,
    confirmationText: body.driverCode
      ? notificationMessages.driverFollowConfirm(body.driverCode)
      : notificationMessages.followConfirm,
  });
});

followRouter.post('/user/follow/race/:id/driver', async (req, res) => {
  const userId = req.user.id;
  const created = await putFollowIfAbsent({
    userId,
    raceId: req.params.id,
    driverCode: req.body.driverCode,
    followedAt: Math.floor(Date.now() / 1000),
    ttl: Math.floor(Date.now() / 1000) + 7 * 24 * 3600,
  });
  res.status(created ? 201 : 200).json({ ok: true, message: created ? 'Driver followed' : 'Already following this driver' });
});

followRouter.delete('/user/follow/race/:id', async (req, res) => {
  const userId = req.user.id;
  const raceId = req.params.id;
  await deleteFollow(userId, raceId);
  await removeSubscriptionsForUser(raceId, userId);
  logger.info('unfollowed', { userId, raceId });
  res.status(204).end();
});

followRouter.delete('/user/follow/race/:id/driver', async (req, res) => {
  const userId = req.user.id;
  const raceId = req.params.id;
  const subs = (await subscriptionsForRace(raceId)).filter((s) => s.userId === userId && s.driverCode);
  const last = lastStateFor(raceId);
  if (last) {
    for (const sub of subs) {
      await pushEnd(sub.pushToken, last);
    }
  }
  await removeSubscriptionsForUser(raceId, req.user.id);
  await deleteFollow(req.user.id, raceId);
  res.status(204).end();
});
