import { Router } from 'express';
import { z } from 'zod';
import { addSubscription, replaceToken } from '../stores/activitySubscriptionStore';
import { getRace } from '../stores/raceStore';

export const activityRouter = Router();

const TokenBody = z.object({
  raceId: z.string(),
  pushToken: z.string(),
  previousToken: z.string().optional(),
  driverCode: z.string().nullable().default(null),
});

activityRouter.post('/activity/token', async (req, res) => {
  const body = TokenBody.parse(req.body);
  const race = await getRace(body.raceId);
  if (!race) return res.status(404).json({ error: `unknown race ${body.raceId}` });
  const now = Math.floor(Date.now() / 1000);
  const sub = {
    raceId: body.raceId,
    pushToken: body.pushToken,
    userId: req.user.id,
    driverCode: body.driverCode,
    createdAt: now,
    ttl: Math.floor(Date.parse(race.startsAt) / 1000) + 12 * 3600,
  };
  if (body.previousToken) {
    await replaceToken(body.raceId, body.previousToken, sub);
  } else {
    await addSubscription(sub);
  }
  return res.status(204).end();
});
