import { ActivityTokenRequestSchema } from '../schemas/follow.js';
import { putSubscription, rotateSubscriptionToken } from '../stores/activitySubscriptionStore.js';
import { logger } from '../lib/logger.js';
import type { Request, Response } from '../lib/http.js';

export async function postActivityToken(req: Request, res: Response) {
  const body = ActivityTokenRequestSchema.parse(req.body);
  if (body.previousToken) {
    // The system rotated the token: the old one must stop receiving pushes now.
    await rotateSubscriptionToken(body.gameId, body.previousToken, body.token);
  } else {
    await putSubscription(body.gameId, req.userId, body.token);
  }
  // umpire-disable-next-line inline-copy -- logger only
  logger.info('activity token stored', { gameId: body.gameId, rotated: Boolean(body.previousToken) });
  return res.status(204).json(null);
}
