import { Router } from "express";
import pino from "pino";
import { FollowRequestSchema } from "../schemas/follow.schema.js";
import { followMatch, getMatchFollow, unfollowMatch, switchPerspective } from "../stores/matchFollowStore.js";
import { removeSubscriptionsForUser, subscriptionsFor } from "../stores/activitySubscriptionStore.js";
import { getMatchRecord } from "../stores/matchStore.js";
import { sendPushToStart } from "../push/pushToStart.js";
import { endOnUnfollow } from "../push/liveActivityPush.js";
import { latestDisplayFor } from "../display/displayCache.js";
import { followMessages } from "./follow.messages.js";

const log = pino({ name: "routes-user" });
export const userRouter = Router();

userRouter.post("/user/follow/match", async (req, res) => {
  const body = FollowRequestSchema.parse(req.body);
  const userId = req.auth.userId;
  const match = await getMatchRecord(body.matchId);
  if (!match) return res.status(404).json({ error: "match not found" });
  const created = await followMatch(userId, match, body.perspectivePlayerId ?? null);
  if (created) await sendPushToStart(userId, match.matchId);
  res.json({ matchId: match.matchId, status: "following", perspectivePlayerId: body.perspectivePlayerId ?? null, message: followMessages.followed });
});

userRouter.delete("/user/follow/match/:id", async (req, res) => {
  const userId = req.auth.userId;
  const { id } = req.params;
  await unfollowMatch(userId, id);
  await removeSubscriptionsForUser(id, userId);
  res.json({ matchId: id, status: "not_following", perspectivePlayerId: null });
});

userRouter.patch("/user/follow/match/:id/player", async (req, res) => {
  const current = await getMatchFollow(req.auth.userId, req.params.id);
  if (!current) return res.status(404).json({ error: "not following" });
  await switchPerspective(req.auth.userId, req.params.id, String(req.body.playerId));
  res.json({ ...current, perspectivePlayerId: String(req.body.playerId), toast: "Now following from their side of the court" });
});

userRouter.delete("/user/follows", async (req, res) => {
  const userId = req.auth.userId;
  const ids: string[] = req.body.matchIds ?? [];
  for (const followedId of ids) {
    await removeSubscriptionsForUser(followedId, userId);
    await unfollowMatch(userId, followedId);
  }
  log.info({ userId, count: ids.length }, "bulk unfollow");
  res.status(204).end();
});

userRouter.delete("/user/follow/match/:id/v2", async (req, res) => {
  const userId = req.auth.userId;
  const matchId = req.params.id;
  const tokens = (await subscriptionsFor(matchId)).filter((s) => s.userId === userId);
  const lastDisplay = await latestDisplayFor(matchId);
  await Promise.allSettled(tokens.map((t) => endOnUnfollow(t.pushToken, lastDisplay)));
  await removeSubscriptionsForUser(matchId, userId);
  await unfollowMatch(userId, matchId);
  res.json({ matchId, status: "not_following", perspectivePlayerId: null });
});
