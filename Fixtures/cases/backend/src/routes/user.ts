import { Router, type Request } from "express";
import { buildDisplayState } from "../display/buildDisplayState";
import { buildLiveActivityState } from "../display/buildLiveActivityState";
import { logger } from "../logger";
import { sendPushToStart } from "../notifications/pushToStart";
import { FollowBodySchema, TeamSwitchBodySchema } from "../schemas/follow.schema";
import { removeSubscriptionsForUser } from "../stores/activitySubscriptionStore";
import { followMatch, getMatchFollow, setFollowTeam, unfollowMatch } from "../stores/matchFollowStore";
import { getMatch } from "../stores/matchStore";

type FollowBody = {
  matchId: string;
  teamId: string | null;
};

type TeamSwitchPayload = { teamId: string };

export const userRouter = Router();

function requireUserId(req: Request): string {
  const userId = req.auth?.sub;
  if (!userId) {
    throw new Error("Missing authenticated user on request; is the auth middleware mounted?");
  }
  return userId;
}

userRouter.post("/user/follow/match", async (req, res) => {
  const userId = requireUserId(req);
  const body: FollowBody = FollowBodySchema.parse(req.body);
  const existing = await getMatchFollow(userId, body.matchId);
  if (existing) {
    res.json({ matchId: body.matchId, status: "following", initialDisplayState: null });
    return;
  }
  const match = await getMatch(body.matchId);
  await followMatch(userId, body.matchId, body.teamId, match.startTime);
  const contentState = buildLiveActivityState(match, buildDisplayState(match));
  await sendPushToStart(userId, match, contentState);
  logger.info({ userId, matchId: body.matchId }, "follow created");
  res.status(201).json({ matchId: body.matchId, status: "following", initialDisplayState: contentState.displayState });
});

userRouter.delete("/user/follow/match/:id", async (req, res) => {
  const userId = requireUserId(req);
  // Subscriptions go first: if this request dies halfway, a retried unfollow still finds the follow and cleans up.
  await removeSubscriptionsForUser(userId, req.params.id);
  await unfollowMatch(userId, req.params.id);
  res.status(204).end();
});

userRouter.patch("/user/follow/match/:id/team", async (req, res) => {
  const userId = requireUserId(req);
  const payload: TeamSwitchPayload = TeamSwitchBodySchema.parse(req.body);
  const updated = await setFollowTeam(userId, req.params.id, payload.teamId);
  if (!updated) {
    res.status(404).json({ error: "follow_not_found" });
    return;
  }
  res.status(204).end();
});
