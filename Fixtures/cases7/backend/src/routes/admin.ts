import { Router } from 'express';
import { deleteFollow, listFollowersOfMatch } from '../stores/followStore';
import { removeAllForMatch } from '../stores/subscriptionStore';
import { requireAdmin, requireUser } from '../util/auth';
import { logger } from '../util/logger';

export const adminRouter = Router();

// Used when a match is cancelled or moved to another day, so nobody keeps
// getting updates for a match that will not be played today.
adminRouter.delete('/admin/matches/:id/followers', requireUser, requireAdmin, async (req, res) => {
  const matchId = req.params.id;
  const followers = await listFollowersOfMatch(matchId);
  for (const follow of followers) {
    await deleteFollow(follow.userId, matchId);
  }
  await removeAllForMatch(matchId);
  logger.info({ matchId, count: followers.length }, 'admin cleared followers');
  res.json({ matchId, removed: followers.length });
});
