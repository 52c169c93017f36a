import { Router } from "express";
import { RegisterActivityTokenRequestSchema, RegisterDeviceRequestSchema } from "../schemas/device.js";
import { putSubscription, replaceToken } from "../stores/activitySubscriptionStore.js";
import { registerDevice } from "../stores/deviceTokenStore.js";
import { getFollow } from "../stores/followStore.js";

export const devicesRouter = Router();

devicesRouter.post("/devices", async (req, res, next) => {
  try {
    const body = RegisterDeviceRequestSchema.parse(req.body);
    const result = await registerDevice(res.locals.userId as string, body);
    res.status(result === "created" ? 201 : 200).json({ deviceId: body.deviceId });
  } catch (err) {
    next(err);
  }
});

devicesRouter.post("/activities/tokens", async (req, res, next) => {
  try {
    const userId = res.locals.userId as string;
    const body = RegisterActivityTokenRequestSchema.parse(req.body);
    const follow = await getFollow(userId, body.gameId);
    const subscription = { gameId: body.gameId, token: body.token, userId, teamId: follow?.teamId ?? null };
    if (body.previousToken) {
      await replaceToken(body.previousToken, subscription);
    } else {
      await putSubscription(subscription);
    }
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});
