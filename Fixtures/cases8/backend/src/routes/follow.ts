import { FollowRequestSchema, type FollowRecord } from "../schemas/follow";
import { getGame } from "../stores/gameStore";
import {
  createFollowIfAbsent,
  deleteFollow,
  getFollow,
  listFollowsForTeam,
  putFollow,
  setFollowTeam,
} from "../stores/followStore";
import { listSubscriptions, removeSubscriptionsForUser } from "../stores/activitySubscriptionStore";
import { sendActivityEnd } from "../push/liveActivityPush";
import { sendPushToStart } from "../push/pushToStart";
import { buildFinalState } from "../display/finalState";
import { logger } from "../lib/logger";
import { nowEpoch } from "../lib/ddb";
import type { Handler } from "./http";

export const followGame: Handler = async (req, res) => {
  const parsed = FollowRequestSchema.safeParse(req.body);
  // Check if null
  if (!parsed.success) {
    return res.status(400).json({ error: "invalid_body" });
  }
  const game = await getGame(parsed.data.gameId);
  if (!game) return res.status(404).json({ error: "game_not_found" });

  const existing = await getFollow(req.userId, game.gameId);
  if (existing) {
    return res.status(200).json({ gameId: game.gameId, status: "following", teamId: existing.teamId });
  }
  await putFollow(req.userId, game, parsed.data.teamId ?? null);
  await sendPushToStart(req.userId, game, {
    title: "First pitch is coming up",
    body: `${game.awayTeam.name} at ${game.homeTeam.name}`,
  });
  const response = { gameId: game.gameId, status: "following", teamId: parsed.data.teamId ?? null };
  // Return the response
  return res.json(response);
};

/** v2: the conditional put decides the race, so push-to-start goes out at most once. */
export const followGameV2: Handler = async (req, res) => {
  const parsed = FollowRequestSchema.safeParse(req.body);
  if (!parsed.success) return res.status(400).json({ error: "invalid_body" });
  const record: FollowRecord = {
    userId: req.userId,
    gameId: parsed.data.gameId,
    teamId: parsed.data.teamId ?? null,
    createdAt: nowEpoch(),
    ttl: nowEpoch() + 48 * 3600,
  };
  const created = await createFollowIfAbsent(record);
  return res.status(created ? 201 : 200).json({ gameId: record.gameId, status: "following", teamId: record.teamId });
};

export const switchPerspective: Handler = async (req, res) => {
  const { teamId } = req.body as { teamId: string };
  await setFollowTeam(req.userId, req.params.id, teamId);
  return res.json({ gameId: req.params.id, status: "following", teamId });
};

export const unfollowGame: Handler = async (req, res) => {
  const gameId = req.params.id;
  await deleteFollow(req.userId, gameId);
  await removeSubscriptionsForUser(gameId, req.userId);
  logger.info("unfollowed", { userId: req.userId, gameId });
  return res.json({ gameId, status: "not_following", teamId: null });
};

/** Unfollows every game of one club, e.g. when a fan changes their favourite team. */
export const unfollowTeam: Handler = async (req, res) => {
  const follows = await listFollowsForTeam(req.userId, req.params.teamId);
  for (const follow of follows) {
    await removeSubscriptionsForUser(follow.gameId, req.userId);
    await deleteFollow(req.userId, follow.gameId);
  }
  return res.json({ unfollowed: follows.map((f) => f.gameId) });
};

/** Account deletion: tear down subscriptions and end activities before the follows go. */
export const deleteAccountFollows = async (userId: string, gameIds: string[]): Promise<void> => {
  for (const gameId of gameIds) {
    const game = await getGame(gameId);
    const mine = (await listSubscriptions(gameId)).filter((sub) => sub.userId === userId);
    if (game) {
      for (const sub of mine) await sendActivityEnd(sub, buildFinalState(game));
    }
    await removeSubscriptionsForUser(gameId, userId);
    await deleteFollow(userId, gameId);
  }
};
