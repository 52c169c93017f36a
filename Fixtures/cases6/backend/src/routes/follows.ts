import { Router } from "express";
import { sendLiveActivity, sendPushToStart, unfollowEndPayload } from "../apns/liveActivityPush.js";
import { buildContentState } from "../display/buildDisplayState.js";
import { notificationMessages as n } from "../notifications/notifications.messages.js";
import {
  FollowRequestSchema,
  FollowResponseSchema,
  UserFollowsResponseSchema,
  type FollowResponse,
} from "../schemas/follow.js";
import { removeSubscriptionsForUser } from "../stores/activitySubscriptionStore.js";
import { listDevicesForUser } from "../stores/deviceTokenStore.js";
import { deleteFollow, followGame, listFollowsForUser, updateFollowTeam } from "../stores/followStore.js";
import { getGame, type StoredGame } from "../stores/gameStore.js";

export const followsRouter = Router();

async function startActivityOnDevices(userId: string, game: StoredGame, teamId: string | null): Promise<void> {
  const devices = await listDevicesForUser(userId);
  const attributes = {
    gameId: game.gameId,
    homeAbbrev: game.home.abbrev,
    awayAbbrev: game.away.abbrev,
    homeFlag: game.home.flagEmoji ?? "",
    awayFlag: game.away.flagEmoji ?? "",
    leagueName: game.league,
  };
  for (const device of devices) {
    if (!device.pushToStartToken) continue;
    await sendPushToStart(device.pushToStartToken, attributes, buildContentState(game, teamId), {
      title: n.gameStart.title(game.away.abbrev, game.home.abbrev),
      body: game.display.statusLabel,
    });
  }
}

followsRouter.post("/user/follow/game", async (req, res, next) => {
  try {
    const userId = res.locals.userId as string;
    const body = FollowRequestSchema.parse(req.body);
    const game = await getGame(body.gameId);
    if (!game) {
      res.status(404).json({ error: "game_not_found" });
      return;
    }
    const teamId = body.teamId ?? null;
    const { created } = await followGame(userId, game, teamId);
    if (created && game.display.isLive) {
      await startActivityOnDevices(userId, game, teamId);
    }
    const response: FollowResponse = { gameId: game.gameId, status: "following", teamId };
    res.json(FollowResponseSchema.parse(response));
  } catch (err) {
    next(err);
  }
});

followsRouter.delete("/user/follow/game/:gameId", async (req, res, next) => {
  try {
    const userId = res.locals.userId as string;
    const { gameId } = req.params;
    // Subscriptions go first: if we die halfway, the follow is still there and a retried
    // unfollow finds it and finishes the job instead of leaving orphaned tokens behind.
    const removed = await removeSubscriptionsForUser(userId, gameId);
    const game = await getGame(gameId);
    if (game) {
      for (const sub of removed) {
        await sendLiveActivity(sub.token, unfollowEndPayload(buildContentState(game, sub.teamId)));
      }
    }
    await deleteFollow(userId, gameId);
    const response: FollowResponse = { gameId, status: "not_following", teamId: null };
    res.json(FollowResponseSchema.parse(response));
  } catch (err) {
    next(err);
  }
});

followsRouter.patch("/user/follow/game/:gameId/team", async (req, res, next) => {
  try {
    const userId = res.locals.userId as string;
    const { teamId } = FollowRequestSchema.pick({ teamId: true }).parse(req.body);
    await updateFollowTeam(userId, req.params.gameId, teamId ?? null);
    const response: FollowResponse = { gameId: req.params.gameId, status: "following", teamId: teamId ?? null };
    res.json(FollowResponseSchema.parse(response));
  } catch (err) {
    next(err);
  }
});

followsRouter.get("/user/follows", async (_req, res, next) => {
  try {
    const follows = await listFollowsForUser(res.locals.userId as string);
    res.json(UserFollowsResponseSchema.parse({ gameIds: follows.map((f) => f.gameId) }));
  } catch (err) {
    next(err);
  }
});
