import { FollowRequestSchema, type FollowResponse } from '../schemas/follow.js';
import { getGame } from '../stores/gameStore.js';
import { deleteGameFollow, followGameOnce, getGameFollow, putGameFollow } from '../stores/gameFollowStore.js';
import { removeSubscriptionsForUser } from '../stores/activitySubscriptionStore.js';
import { sendPushToStart } from '../handlers/pushToStart.js';
import type { Request, Response } from '../lib/http.js';

export async function postFollow(req: Request, res: Response) {
  const body = FollowRequestSchema.parse(req.body);
  const game = await getGame(body.gameId);
  if (!game) return res.status(404).json({ error: 'game_not_found' });

  const existing = await getGameFollow(req.userId, body.gameId);
  if (existing) {
    return res.json({ gameId: body.gameId, status: 'following', teamId: existing.teamId ?? null } satisfies FollowResponse);
  }
  await putGameFollow(req.userId, game, body.teamId);
  await sendPushToStart(req.userId, game);
  return res.json({ gameId: body.gameId, status: 'following', teamId: body.teamId ?? null } satisfies FollowResponse);
}

export async function postFollowV2(req: Request, res: Response) {
  const body = FollowRequestSchema.parse(req.body);
  const game = await getGame(body.gameId);
  if (!game) return res.status(404).json({ error: 'game_not_found', detail: `no game ${body.gameId}` });
  const created = await followGameOnce(req.userId, game, body.teamId);
  if (created) await sendPushToStart(req.userId, game);
  return res.json({ gameId: body.gameId, status: 'following', teamId: body.teamId ?? null } satisfies FollowResponse);
}

export async function deleteFollow(req: Request, res: Response) {
  const gameId = req.params.id;
  await deleteGameFollow(req.userId, gameId);
  await removeSubscriptionsForUser(gameId, req.userId);
  return res.json({ gameId, status: 'not_following', teamId: null } satisfies FollowResponse);
}
