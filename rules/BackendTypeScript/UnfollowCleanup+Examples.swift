// Examples for unfollow-cleanup.

import UmpireCore
import UmpireRuleSupport

extension UnfollowCleanup {
    @_optimize(none) static var examples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // A Lambda per route, named for what it does: the deletes are named calls, no route's `.delete(`.
            Example("""
                export async function unfollowMatch(event: ApiEvent): Promise<ApiResult> {
                  const { userId, matchId } = parseIds(event);
                  await ↓deleteFollow(userId, matchId);
                  await removeSubscriptionsForUser(userId, matchId);
                  return json(200, { matchId, status: "not_following" });
                }
                """, path: "backend/src/routes/follow.ts"),
            // A route's handler named for the unfollow, exported for the router: the subscriptions
            // go first, but the Live Activity is never ended.
            Example("""
                export const unfollowTeam: Handler = async (req, res) => {
                  for (const follow of await listFollowsForTeam(req.userId, req.params.teamId)) {
                    await removeSubscriptionsForUser(follow.gameId, req.userId);
                    await ↓deleteFollow(req.userId, follow.gameId);
                  }
                  return res.json({ unfollowed: true });
                };
                """, path: "backend/src/routes/follow.ts"),
            // A support tool's handler deletes both, whatever it is called: it owes the end event too.
            Example("""
                export async function adminRemoveFollowHandler(event: ApiEvent): Promise<ApiResult> {
                  const { userId, matchId } = parseBody(AdminRemoveFollowSchema, event);
                  await removeSubscriptionsForUser(matchId, userId);
                  await ↓deleteFollow(userId, matchId);
                  return json(204, null);
                }
                """, path: "backend/src/routes/admin.ts"),
            // A subscription store's delete, by the module it is imported from: the follow goes first.
            Example("""
                import { removeAllForMatch } from "../stores/subscriptionStore";
                export async function clearMatchFollowers(matchId: string): Promise<void> {
                  for (const follow of await listFollowersOfMatch(matchId)) await ↓deleteFollow(follow.userId, matchId);
                  await removeAllForMatch(matchId);
                }
                """, path: "backend/src/jobs/clearFollowers.ts"),
            // Both wrong in one route: one finding says both.
            Example("""
                followRouter.delete("/user/follow/match/:id", async (req, res) => {
                  await ↓deleteFollow(req.userId, req.params.id);
                  await removeSubscriptionsForUser(req.userId, req.params.id);
                  res.status(204).end();
                });
                """, path: "backend/src/routes/follow.ts"),
            // The same two deletes behind stores named for what they hold.
            Example("""
                export async function unfollowAll(userId: string, matchIds: string[]) {
                  for (const matchId of matchIds) {
                    await ↓follows.unfollow(userId, matchId);
                    await subscriptions.removeForUser(userId, matchId);
                  }
                }
                """, path: "backend/src/services/account.ts"),
            Example("""
                userRouter.delete("/user/follow/match/:id", async (req, res) => {
                  await ↓unfollowMatch(req.userId, req.params.id);
                  await removeSubscriptionsForUser(req.userId, req.params.id);
                  await endActivities(req.userId, req.params.id);
                  res.status(204).end();
                });
                """, path: "backend/src/routes/user.ts", companions: [.init(path: "backend/src/notifications/liveActivityPush.ts", code: """
                    export async function endActivities(userId: string, matchId: string) {
                      const payload = { aps: { timestamp: nowSeconds(), event: "end", "content-state": finalState } };
                      await sendToSubscriptions(userId, matchId, payload);
                    }
                    """)]),
            Example("""
                ↓userRouter.delete("/user/follow/match/:id", async (req, res) => {
                  await removeSubscriptionsForUser(req.userId, req.params.id);
                  await unfollowMatch(req.userId, req.params.id);
                  res.status(204).end();
                });
                """, path: "backend/src/routes/user.ts"),
            // A sign-out Lambda that unfollows every match but leaves the activities on the Lock Screen.
            Example("""
                export const handler = async ({ userId }: SignOutEvent): Promise<void> => {
                  for (const follow of await follows.listForUser(userId)) {
                    await subscriptions.removeForUser(userId, follow.matchId);
                    await ↓follows.unfollow(userId, follow.matchId);
                  }
                };
                """, path: "backend/src/handlers/signOut.ts"),
        ],
        nonTriggering: [
            // A match store's delete of the same name is not the subscriptions': nothing to order.
            Example("""
                import { removeAllForMatch } from "../stores/matchStore";
                // The subscriptions expire with the match's TTL.
                export async function cancelMatch(matchId: string): Promise<void> {
                  for (const follow of await listFollowersOfMatch(matchId)) await deleteFollow(follow.userId, matchId);
                  await removeAllForMatch(matchId);
                }
                """, path: "backend/src/jobs/cancelMatch.ts", trap: .lookAlike),
            // A sign-out Lambda that ends the activities first, and one that only removes devices.
            Example("""
                export async function handler({ userId }: SignOutEvent) {
                  for (const follow of await follows.listForUser(userId)) {
                    const removed = await subscriptions.removeForUser(userId, follow.matchId);
                    await runWithConcurrency(removed, 5, (sub) => endActivity(sub));
                    await follows.unfollow(userId, follow.matchId);
                  }
                }
                """, path: "backend/src/handlers/signOut.ts", trap: .lookAlike, companions: [.init(path: "backend/src/notifications/liveActivityPush.ts", code: """
                    export async function endActivity(sub: ActivitySubscription) {
                      await sendToToken(sub.pushToken, { aps: { event: "end", timestamp: nowSeconds() } });
                    }
                    """)]),
            Example("""
                export const handler = async ({ userId }: DeviceEvent) => {
                  await devices.removeForUser(userId);
                };
                """, path: "backend/src/handlers/pruneDevices.ts", trap: .lookAlike),
            // Stores named for what they hold, in the right order: subscriptions, then the follow.
            Example("""
                export async function signOutEverywhere(userId: string) {
                  for (const follow of await follows.listForUser(userId)) {
                    await subscriptions.removeForUser(userId, follow.matchId);
                    await follows.unfollow(userId, follow.matchId);
                  }
                }
                """, path: "backend/src/services/account.ts", trap: .lookAlike),
            Example("""
                userRouter.delete("/user/follow/match/:id", async (req, res) => {
                  await removeSubscriptionsForUser(req.userId, req.params.id);
                  await unfollowMatch(req.userId, req.params.id);
                  await broadcastEnd(req.userId, req.params.id);
                  res.status(204).end();
                });
                """, path: "backend/src/routes/user.ts", trap: .lookAlike, companions: [.init(path: "backend/src/notifications/liveActivityPush.ts", code: """
                    export async function broadcastEnd(userId: string, matchId: string) {
                      await sendToSubscriptions(userId, matchId, { aps: { event: "end", timestamp: nowSeconds() } });
                    }
                    """)]),
            // A service named for the unfollow, handed ids rather than a request: its route ends the activity.
            Example("""
                export async function unfollowEverything(userId: string, matchIds: string[]) {
                  for (const matchId of matchIds) {
                    await removeSubscriptionsForUser(userId, matchId);
                    await deleteFollow(userId, matchId);
                  }
                }
                """, path: "backend/src/services/account.ts", trap: .lookAlike),
            // Deleting a device, not a follow; and the store's own delete.
            Example("""
                deviceRouter.delete("/user/devices/:token", async (req, res) => {
                  await deleteDevice(req.userId, req.params.token);
                  res.status(204).end();
                });
                export async function unfollowMatch(userId: string, matchId: string) {
                  await ddb.send(new DeleteCommand({ TableName: FOLLOWS_TABLE, Key: { userId, matchId } }));
                }
                """, path: "backend/src/stores/matchFollowStore.ts", trap: .lookAlike),
            Example(#"const help = "router.delete('/user/follow/match/:id') then unfollowMatch before removeSubscriptionsForUser";"#, trap: .inString),
            Example("""
                // userRouter.delete("/user/follow/match/:id", …) lives in routes/user.ts
                export const followRoutes = [];
                """, trap: .inComment),
        ]) }
}
