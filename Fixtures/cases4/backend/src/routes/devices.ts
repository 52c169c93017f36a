import { Router, type Response } from 'express';
import { NotFollowingError, registerActivityToken } from '../push/activityTokens.js';
import { pushTokens } from '../push/pushTokens.js';
import { PushTokenRequestSchema } from '../schemas/follow.js';

export const devicesRouter = Router();

const userIdOf = (res: Response): string => res.locals.userId as string;

devicesRouter.post('/user/push-tokens', async (req, res) => {
  const body = PushTokenRequestSchema.parse(req.body);
  await pushTokens.register(userIdOf(res), body.token, body.kind, body.environment);
  res.status(204).end();
});

/** The OS rotated a token: store the new one and drop the old one in the same request. */
devicesRouter.put('/user/push-tokens/:previous', async (req, res) => {
  const body = PushTokenRequestSchema.parse(req.body);
  const userId = userIdOf(res);
  await Promise.all([
    pushTokens.register(userId, body.token, body.kind, body.environment),
    pushTokens.remove(userId, req.params.previous),
  ]);
  res.status(204).end();
});

devicesRouter.post('/user/activity-token', async (req, res) => {
  try {
    await registerActivityToken(userIdOf(res), req.body);
    res.status(204).end();
  } catch (err) {
    if (err instanceof NotFollowingError) {
      res.status(409).json({ error: 'not_following' });
      return;
    }
    throw err;
  }
});
