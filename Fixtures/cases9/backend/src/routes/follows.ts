import { Router, type Request, type Response } from 'express';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { ddb, FOLLOWS_TABLE, HOUR_SECONDS, toEpochSeconds } from '../stores/dynamo.js';
import { deleteTournamentFollow, getTournamentFollow, putTournamentFollow } from '../stores/followStore.js';
import { removeSubscriptionsForUser } from '../stores/activitySubscriptionStore.js';
import { getTournament } from '../stores/tournamentStore.js';
import { buildRoundEndPayload } from '../push/liveActivityPush.js';
import { LIVE_ACTIVITY_TOPIC, sendRaw } from '../push/apnsClient.js';
import { sendPushToStart } from '../push/pushToStart.js';
import { finalStateFor } from '../display/finalState.js';
import { FollowResponseSchema } from '../schemas/follow.schema.js';
import { logger } from '../logger.js';

export const followsRouter = Router();

const FollowBodySchema = z.object({
  tournamentId: z.string(),
  playerId: z.string().nullable(),
});

followsRouter.post('/user/follow/tournament', async (req: Request, res: Response) => {
  const { tournamentId, playerId } = FollowBodySchema.parse(req.body);
  const userId = res.locals.userId as string;
  const tournament = await getTournament(tournamentId);
  if (!tournament) return res.status(404).json({ error: 'tournament_not_found' });

  try {
    await putTournamentFollow(userId, tournament, playerId);
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) {
      return res.json(FollowResponseSchema.parse({ tournamentId, playerId, status: 'following' }));
    }
    throw err;
  }
  if (tournament.status === 'live') await sendPushToStart(userId, tournamentId, playerId);
  return res.status(201).json(FollowResponseSchema.parse({ tournamentId, playerId, status: 'following' }));
});

followsRouter.post('/user/follow/tournament/quick', async (req: Request, res: Response) => {
  const { tournamentId, playerId } = FollowBodySchema.parse(req.body);
  const userId = res.locals.userId as string;
  const existing = await getTournamentFollow(userId, tournamentId);
  if (existing) {
    return res.json(FollowResponseSchema.parse({ tournamentId, playerId, status: 'following' }));
  }
  const tournament = await getTournament(tournamentId);
  const item = {
    pk: `USER#${userId}`,
    sk: `TOURNAMENT#${tournamentId}`,
    userId,
    tournamentId,
    playerId,
    createdAt: new Date().toISOString(),
    ttl: toEpochSeconds(tournament?.endsAt ?? new Date().toISOString()) + 48 * HOUR_SECONDS,
  };
  await ddb.send(new PutCommand({ TableName: FOLLOWS_TABLE, Item: item }));
  await sendPushToStart(userId, tournamentId, playerId);
  return res.status(201).json(FollowResponseSchema.parse({ tournamentId, playerId, status: 'following' }));
});

followsRouter.delete('/user/follow/tournament/:id', async (req: Request, res: Response) => {
  const userId = res.locals.userId as string;
  const tournamentId = req.params.id;

  const removed = await removeSubscriptionsForUser(tournamentId, userId);
  const finalState = await finalStateFor(tournamentId, userId);
  await Promise.allSettled(
    removed.map((sub) =>
      sendRaw(sub.pushToken, { 'apns-push-type': 'liveactivity', 'apns-topic': LIVE_ACTIVITY_TOPIC, 'apns-priority': '5' }, buildRoundEndPayload(finalState)),
    ),
  );
  await deleteTournamentFollow(userId, tournamentId);

  logger.info('unfollowed tournament', { userId, tournamentId, activitiesEnded: removed.length });
  return res.json(FollowResponseSchema.parse({ tournamentId, playerId: null, status: 'not_following' }));
});
