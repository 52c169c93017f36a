import { Router, type Request, type Response } from 'express';
import { deletePlayerFollow, putPlayerFollow } from '../stores/followStore.js';
import { removeSubscriptionsForUser } from '../stores/activitySubscriptionStore.js';
import { getTournament } from '../stores/tournamentStore.js';
import { FollowResponseSchema } from '../schemas/follow.schema.js';

export const playerFollowsRouter = Router();

playerFollowsRouter.post('/user/follow/player', async (req: Request, res: Response) => {
  const userId = res.locals.userId as string;
  const { tournamentId, playerId } = req.body as { tournamentId: string; playerId: string };
  const tournament = await getTournament(tournamentId);
  if (!tournament) return res.status(404).json({ error: 'tournament_not_found' });
  await putPlayerFollow(userId, tournament, playerId);
  return res.status(201).json(FollowResponseSchema.parse({ tournamentId, playerId, status: 'following' }));
});

playerFollowsRouter.delete('/user/follow/player/:tournamentId/:playerId', async (req: Request, res: Response) => {
  const userId = res.locals.userId as string;
  const { tournamentId, playerId } = req.params;
  await deletePlayerFollow(userId, playerId);
  await removeSubscriptionsForUser(tournamentId, userId);
  return res.json(FollowResponseSchema.parse({ tournamentId, playerId, status: 'not_following' }));
});

playerFollowsRouter.delete('/user/follow/player/:tournamentId/:playerId/quiet', async (req: Request, res: Response) => {
  const userId = res.locals.userId as string;
  const { tournamentId: tid, playerId: pid } = req.params;
  await removeSubscriptionsForUser(tid, userId);
  await deletePlayerFollow(userId, pid);
  return res.status(204).end();
});
