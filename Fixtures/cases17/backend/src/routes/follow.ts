import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { FollowRequestSchema } from '../schemas/game.schema';
import { getFollow, followGame, deleteFollow } from '../stores/followStore';
import { removeSubscriptionsForUser, subscriptionsForGame } from '../stores/activitySubscriptionStore';
import { getGame } from '../stores/gameReads';
import { sendLiveActivityEnd } from '../push/liveActivityPush';
import { sendPushToStart } from '../push/pushToStart';
import { logger } from '../logger';
import { followMessages } from '../notifications/follow.messages';

export async function postFollow(event: APIGatewayProxyEventV2, userId: string) {
  const body = FollowRequestSchema.parse(JSON.parse(event.body ?? '{}'));
  const game = await getGame(body.gameId);
  if (!game) throw new Error(`game ${body.gameId} not found`);
  const existing = await getFollow(userId, body.gameId);
  if (existing) return { status: 'following', message: followMessages.alreadyFollowing(game.awayTeam.name, game.homeTeam.name) };
  await followGame(userId, game, body.teamId);
  await sendPushToStart(userId, game);
  logger.info({ userId, gameId: game.gameId }, 'follow created');
  return { status: 'following' };
}

export async function deleteFollowRoute(userId: string, id: string) {
  await deleteFollow(userId, id);
  await removeSubscriptionsForUser(id, userId);
  return { status: 'not_following' };
}

export async function unfollowFromSettings(uid: string, gameId: string) {
  const mine = (await subscriptionsForGame(gameId)).filter((s) => s.userId === uid);
  await removeSubscriptionsForUser(gameId, uid);
  await deleteFollow(uid, gameId);
  return { status: 'not_following', removed: mine.length };
}

export async function unfollowGame(userId: string, gameId: string) {
  const subs = (await subscriptionsForGame(gameId)).filter((s) => s.userId === userId);
  for (const sub of subs) await sendLiveActivityEnd(sub.token, gameId);
  await removeSubscriptionsForUser(gameId, userId);
  await deleteFollow(userId, gameId);
  return { status: 'not_following' };
}
