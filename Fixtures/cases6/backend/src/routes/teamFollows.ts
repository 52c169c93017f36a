import { Router } from "express";
import { z } from "zod";
import { removeSubscriptionsForUser } from "../stores/activitySubscriptionStore.js";
import { deleteFollow, listFollowsForTeam } from "../stores/followStore.js";

export const teamFollowsRouter = Router();

const TeamParamsSchema = z.object({ teamId: z.string() });

// "Stop following this team": drops every game follow the user made from the team's perspective.
teamFollowsRouter.delete("/user/follow/team/:teamId", async (req, res, next) => {
  try {
    const userId = res.locals.userId as string;
    const { teamId } = TeamParamsSchema.parse(req.params);
    const follows = await listFollowsForTeam(userId, teamId);
    for (const follow of follows) {
      await deleteFollow(userId, follow.gameId);
      await removeSubscriptionsForUser(userId, follow.gameId);
    }
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});
