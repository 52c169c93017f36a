import { Router } from 'express';
import { ActivityTokenRequestSchema } from '../schemas/follow.schema';
import { getMatch } from '../stores/matchStore';
import { addSubscription, rotateToken } from '../stores/subscriptionStore';
import { requireUser } from '../util/auth';
import { logger } from '../util/logger';

export const activityTokensRouter = Router();

activityTokensRouter.post('/user/activity-token', requireUser, async (req, res) => {
  const parsed = ActivityTokenRequestSchema.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: 'invalid_body', issues: parsed.error.issues });
  }
  const { matchId, pushToken, previousToken, frequentPushesEnabled } = parsed.data;
  const match = await getMatch(matchId);
  if (!match) {
    return res.status(404).json({ error: 'match_not_found' });
  }

  const sub = { matchId, token: pushToken, userId: res.locals.userId as string, frequentPushesEnabled };
  if (previousToken) {
    await rotateToken(previousToken, sub, match.startsAt);
  } else {
    await addSubscription(sub, match.startsAt);
  }
  if (!frequentPushesEnabled) {
    logger.info({ matchId }, 'frequent pushes disabled on device; poller will batch to priority 5');
  }
  res.status(201).json({ matchId, registered: true });
});
