import { Router, type Request, type Response } from "express";
import { FollowRequestSchema, ActivityTokenRequestSchema } from "../schemas/follow.js";
import { FollowStore } from "../stores/followStore.js";
import * as subscriptions from "../stores/subscriptionStore.js";
import { getMatchWindow } from "../stores/matchStore.js";
import { sendPushToStart } from "../notifications/apns.js";
import { logger } from "../logger.js";

const follows = new FollowStore();
export const followRouter = Router();

function requireUser(req: Request): string {
  const userId = req.auth?.sub;
  if (!userId) throw new Error("requireUser called on an unauthenticated route");
  return userId;
}

followRouter.post("/user/follow/match", async (req: Request, res: Response) => {
  const userId = requireUser(req);
  const body = FollowRequestSchema.parse(req.body);
  const window = await getMatchWindow(body.matchId);
  const created = await follows.follow(userId, body.matchId, body.teamId ?? null, window.endsAt);
  if (created && window.isLive) {
    await sendPushToStart(userId, body.matchId);
  }
  logger.info({ userId, matchId: body.matchId }, "follow created");
  res.status(201).json({ status: "following" });
});

followRouter.delete("/user/follow/match/:id", async (req: Request, res: Response) => {
  const userId = requireUser(req);
  const matchId = req.params.id;
  await follows.unfollow(userId, matchId);
  await subscriptions.removeForUser(userId, matchId);
  res.status(200).json({ status: "not_following" });
});

/** Sign-out: drop every follow. Subscriptions go first so a retry still cleans up. */
followRouter.delete("/user/follows", async (req: Request, res: Response) => {
  const userId = requireUser(req);
  const all = await follows.listForUser(userId);
  for (const record of all) {
    const id = record.sk.replace("MATCH#", "");
    await subscriptions.removeForUser(userId, id);
    await follows.unfollow(userId, id);
  }
  res.status(204).end();
});

followRouter.post("/user/activity-token", async (req: Request, res: Response) => {
  const userId = requireUser(req);
  const body = ActivityTokenRequestSchema.parse(req.body);
  await subscriptions.putSubscription({
    matchId: body.matchId,
    sk: `TOKEN#${body.pushToken}`,
    userId,
    pushToken: body.pushToken,
    frequentPushes: false,
    ttl: Math.floor(Date.now() / 1000) + 48 * 3600,
  });
  res.status(204).end();
});
