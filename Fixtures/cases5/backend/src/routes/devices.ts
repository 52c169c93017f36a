import { Router, type Request, type Response } from 'express';
import { activityTokenSchema, pushToStartTokenSchema, registerDeviceSchema } from '../schemas/user';
import { logger } from '../logger';
import { DeviceTokenStore } from '../stores/DeviceTokenStore';
import {
  getSubscription,
  putSubscription,
  rotateSubscriptionToken,
} from '../stores/activitySubscriptionStore';
import { getMatchFollow } from '../stores/matchFollowStore';
import { getMatch } from '../stores/matchStore';

export const devicesRouter = Router();
const store = new DeviceTokenStore();

type DeviceRegistrationBody = {
  token: string;
  platform: 'ios';
  appVersion: string;
  locale: string;
};

const userIdOf = (req: Request): string => (req as Request & { userId: string }).userId;
const deviceIdOf = (req: Request): string => String(req.header('x-maul-device-id') ?? '');

devicesRouter.post('/user/devices', async (req: Request, res: Response) => {
  const parsed = registerDeviceSchema.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: 'invalid_device_token' });
  }
  const body: DeviceRegistrationBody = parsed.data;
  const now = new Date().toISOString();
  const outcome = await store.register({
    userId: userIdOf(req),
    deviceId: deviceIdOf(req),
    token: body.token,
    appVersion: body.appVersion,
    locale: body.locale,
    pushToStartToken: null,
    registeredAt: now,
    lastSeenAt: now,
  });
  return res.status(outcome === 'created' ? 201 : 200).json({ deviceId: deviceIdOf(req), registeredAt: now });
});

devicesRouter.post('/user/activity-token', async (req: Request, res: Response) => {
  const parsed = activityTokenSchema.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: 'invalid_activity_token' });
  }
  const userId = userIdOf(req);
  const { matchId, pushToken, previousToken, frequentPushesEnabled } = parsed.data;

  const [follow, match] = await Promise.all([getMatchFollow(userId, matchId), getMatch(matchId)]);
  if (!follow || !match) {
    return res.status(409).json({ error: 'not_following' });
  }

  const previous = previousToken ? await getSubscription(matchId, previousToken) : undefined;
  if (previous) {
    // A rotated token replaces the old one atomically; pushing to both would double-deliver.
    await rotateSubscriptionToken({ ...previous, frequentPushesEnabled }, pushToken);
  } else {
    await putSubscription({ matchId, pushToken, userId, teamId: follow.teamId, frequentPushesEnabled });
  }
  return res.status(204).end();
});

devicesRouter.post('/user/push-to-start-token', async (req: Request, res: Response) => {
  const parsed = pushToStartTokenSchema.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: 'invalid_push_to_start_token' });
  }
  await store.setPushToStartToken(userIdOf(req), deviceIdOf(req), parsed.data.pushToStartToken);
  return res.status(204).end();
});

devicesRouter.delete('/user/devices/:deviceId', async (req: Request, res: Response) => {
  const userId = userIdOf(req);
  const device = await store.get(userId, req.params.deviceId);
  if (!device) {
    return res.status(404).json({ error: 'device_not_found' });
  }
  await store.invalidate(userId, req.params.deviceId);
  logger.info('Device token invalidated', { userId, deviceId: req.params.deviceId });
  return res.status(204).end();
});
