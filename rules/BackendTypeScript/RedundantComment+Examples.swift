// Examples for redundant-comment: comments that restate the next line, and the ones that say why.

import UmpireCore
import UmpireRuleSupport

extension RedundantComment {
    @_optimize(none) static var examples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // A name that shortens the comment's word says it already: subs, subscriptions.
            Example("""
                export async function pushToSubscribers(subs: Subscription[], payload: ActivityPayload) {
                  ↓// Loop over subscriptions
                  for (const sub of subs) await apns.sendLiveActivity(sub.token, payload);
                }
                """, path: "backend/src/poller/scorePoller.ts", corrected: """
                export async function pushToSubscribers(subs: Subscription[], payload: ActivityPayload) {
                  for (const sub of subs) await apns.sendLiveActivity(sub.token, payload);
                }
                """),
            // A count spelt as .length, and a literal whose words the comment repeats.
            Example("""
                export const pollRounds = async (): Promise<void> => {
                  const tournaments = await listLiveTournaments();
                  ↓// Log the number of tournaments
                  logger.info("poll complete", { tournaments: tournaments.length });
                };
                export function cutLineBanner(cutToPar: number): string {
                  ↓// Return the cut line text
                  return `Cut line ${formatToPar(cutToPar)}`;
                }
                """, path: "backend/src/handlers/roundPoller.ts", corrected: """
                export const pollRounds = async (): Promise<void> => {
                  const tournaments = await listLiveTournaments();
                  logger.info("poll complete", { tournaments: tournaments.length });
                };
                export function cutLineBanner(cutToPar: number): string {
                  return `Cut line ${formatToPar(cutToPar)}`;
                }
                """),
            Example("""
                export async function devicesFor(userId: string) {
                  ↓// Get all devices for this user
                  const result = await deviceStore.getDevicesForUser(userId);
                  ↓// Return the result
                  return result;
                }
                """, corrected: """
                export async function devicesFor(userId: string) {
                  const result = await deviceStore.getDevicesForUser(userId);
                  return result;
                }
                """),
            Example("""
                function titleFor(match: Match | null) {
                  ↓// Check if null
                  if (match === null) return undefined;
                  return match.title;
                }
                """, corrected: """
                function titleFor(match: Match | null) {
                  if (match === null) return undefined;
                  return match.title;
                }
                """),
            // A falsy test is the null check; the loop's words come from the local it walks.
            Example("""
                export const handler = async () => {
                  const feed = await fetchLiveFeed();
                  ↓// Loop over the live matches
                  for (const entry of feed.matches) {
                    const device = devicesByUser.get(entry.userId);
                    ↓// Check if null
                    if (!device) continue;
                  }
                };
                """, corrected: """
                export const handler = async () => {
                  const feed = await fetchLiveFeed();
                  for (const entry of feed.matches) {
                    const device = devicesByUser.get(entry.userId);
                    if (!device) continue;
                  }
                };
                """),
            Example("""
                async function fanOut(job: PushJob) {
                  const match = await getMatch(job.matchId);
                  ↓// Check if match exists
                  if (!match) return;
                  await send(match);
                }
                """, corrected: """
                async function fanOut(job: PushJob) {
                  const match = await getMatch(job.matchId);
                  if (!match) return;
                  await send(match);
                }
                """),
            Example("""
                async function saveFollow(follow: Follow) {
                  ↓// Create the put command
                  const command = new PutCommand({ TableName: FOLLOWS_TABLE, Item: follow });
                  await ddb.send(command);
                }
                """, corrected: """
                async function saveFollow(follow: Follow) {
                  const command = new PutCommand({ TableName: FOLLOWS_TABLE, Item: follow });
                  await ddb.send(command);
                }
                """),
            // A longer comment is judged too when the limit is raised.
            Example("""
                export async function liveDevicesFor(userId: string) {
                  ↓// Get all the live match devices for this user from the store
                  return deviceStore.getLiveMatchDevicesForUser(userId);
                }
                """, options: ["maxWords": .number(12)], corrected: """
                export async function liveDevicesFor(userId: string) {
                  return deviceStore.getLiveMatchDevicesForUser(userId);
                }
                """),
            // Comments of the checklist's kind: they name the operation the next line performs.
            Example("""
                export async function recordEvent(event: MatchEvent) {
                  ↓// Check if event already exists
                  const existing = await eventStore.findEvent(event.id);
                  if (existing) return existing;
                  ↓// Create new event
                  const created = await eventStore.createEvent(event);
                  for (const device of await devicesFollowing(event.matchId)) {
                    ↓// Send notification
                    await apns.sendPush(device.token, wicketAlert(created));
                  }
                  return created;
                }
                """, corrected: """
                export async function recordEvent(event: MatchEvent) {
                  const existing = await eventStore.findEvent(event.id);
                  if (existing) return existing;
                  const created = await eventStore.createEvent(event);
                  for (const device of await devicesFollowing(event.matchId)) {
                    await apns.sendPush(device.token, wicketAlert(created));
                  }
                  return created;
                }
                """),
            Example("""
                function notifyFollowers(devices: Device[], alert: Alert) {
                  ↓// Loop through devices
                  for (const device of devices) queue.push({ token: device.token, alert });
                }
                """, corrected: """
                function notifyFollowers(devices: Device[], alert: Alert) {
                  for (const device of devices) queue.push({ token: device.token, alert });
                }
                """),
            // The checklist's three, in other words: a multi-line call, a chain, optional chaining.
            Example("""
                export async function followsFor(matchId: string) {
                  ↓// Fetch the follows for this match
                  const follows = await followStore.queryFollowsByMatch(
                    matchId,
                    { consistentRead: true },
                  );
                  return follows;
                }
                """, corrected: """
                export async function followsFor(matchId: string) {
                  const follows = await followStore.queryFollowsByMatch(
                    matchId,
                    { consistentRead: true },
                  );
                  return follows;
                }
                """),
            Example("""
                export async function activityTokensFor(userId: string) {
                  ↓// Load the subscriptions for the user
                  const subscriptions = (await subscriptionStore.loadSubscriptions(userId)).filter((s) => s.active);
                  ↓// Return the tokens
                  return subscriptions.map((s) => s.pushToken);
                }
                """, corrected: """
                export async function activityTokensFor(userId: string) {
                  const subscriptions = (await subscriptionStore.loadSubscriptions(userId)).filter((s) => s.active);
                  return subscriptions.map((s) => s.pushToken);
                }
                """),
            Example("""
                export async function devicesFor(userId: string) {
                  ↓// Get the devices for this user
                  const devices = await this.deviceStore?.getDevicesForUser(userId);
                  return devices ?? [];
                }
                """, corrected: """
                export async function devicesFor(userId: string) {
                  const devices = await this.deviceStore?.getDevicesForUser(userId);
                  return devices ?? [];
                }
                """),
            Example("""
                function homeTeamLabel(match: Match) {
                  ↓// Get the team name
                  const teamName = match?.homeTeam?.name;
                  return teamName ?? "";
                }
                """, corrected: """
                function homeTeamLabel(match: Match) {
                  const teamName = match?.homeTeam?.name;
                  return teamName ?? "";
                }
                """),
            Example("""
                function followStatusFor(follow: Follow | null): FollowStatus {
                  ↓// Return the follow status
                  return follow ? FollowStatus.Following : FollowStatus.NotFollowing;
                }
                """, corrected: """
                function followStatusFor(follow: Follow | null): FollowStatus {
                  return follow ? FollowStatus.Following : FollowStatus.NotFollowing;
                }
                """),
            Example("""
                function cardTitle(match: Match | null) {
                  ↓// Check if the match is null
                  const title = match === null ? undefined : match.title;
                  return title;
                }
                """, corrected: """
                function cardTitle(match: Match | null) {
                  const title = match === null ? undefined : match.title;
                  return title;
                }
                """),
            Example("""
                function perspectiveFor(follow?: Follow) {
                  ↓// Check if undefined
                  if (follow?.teamId === undefined) return DEFAULT_PERSPECTIVE;
                  return follow.teamId;
                }
                """, corrected: """
                function perspectiveFor(follow?: Follow) {
                  if (follow?.teamId === undefined) return DEFAULT_PERSPECTIVE;
                  return follow.teamId;
                }
                """),
            Example("""
                async function register(token: string | null, matchId: string) {
                  ↓// Check if the token is null
                  const missingToken = token == null;
                  if (missingToken) return;
                  await subscriptionStore.addSubscription(matchId, token);
                }
                """, corrected: """
                async function register(token: string | null, matchId: string) {
                  const missingToken = token == null;
                  if (missingToken) return;
                  await subscriptionStore.addSubscription(matchId, token);
                }
                """),
            // The function's name already says it.
            Example("""
                export async function getFollow(userId: string, matchId: string) {
                  ↓// Get the follow
                  const result = await ddb.send(new GetCommand({ TableName: FOLLOWS_TABLE, Key: { userId, matchId } }));
                  return result.Item;
                }
                """, corrected: """
                export async function getFollow(userId: string, matchId: string) {
                  const result = await ddb.send(new GetCommand({ TableName: FOLLOWS_TABLE, Key: { userId, matchId } }));
                  return result.Item;
                }
                """),
            // `upsert` is a verb of this codebase.
            Example("""
                async function saveFollow(follow: Follow) {
                  ↓// Upsert the follow
                  await followStore.upsertFollow(follow);
                }
                """, options: ["verbs": .array([.string("get"), .string("return"), .string("upsert")])], corrected: """
                async function saveFollow(follow: Follow) {
                  await followStore.upsertFollow(follow);
                }
                """),
        ],
        nonTriggering: [
            // `const` is a keyword, not a short "constraint": the comment names what the value is.
            Example("""
                // Build the new constraint name
                const newUniqueName = uniqueName(table, columns);
                """, path: "backend/src/stores/schemaSync.ts", trap: .lookAlike),
            // What the text is for, which the literal does not say.
            Example("""
                export function emptyBanner(): string {
                  // Return the text the widget shows when nothing is live
                  return "No live rounds";
                }
                """, path: "backend/src/display/banners.ts", trap: .lookAlike),
            // The same words lower in the body, where the name is not the line's: the comment says which.
            Example("""
                export async function getFollow(userId: string, matchId: string) {
                  const cached = cache.get(userId);
                  // Get the archived follow
                  const result = await ddb.send(new GetCommand({ TableName: FOLLOWS_TABLE, Key: { userId, matchId } }));
                  return cached ?? result.Item;
                }
                """, trap: .lookAlike),
            // "suspended" is in no name the line or its locals use: the comment tells which matches.
            Example("""
                export const handler = async () => {
                  const feed = await fetchLiveFeed();
                  // Loop over the suspended matches
                  for (const entry of feed.matches) await resume(entry);
                };
                """, trap: .lookAlike),
            Example("""
                function devicesFor(userId: string) {
                  // Devices rotate tokens, so read through the store instead of the cache.
                  return deviceStore.getDevicesForUser(userId);
                }
                """),
            Example("""
                function devicesFor(userId: string) {
                  // Return early for finished matches
                  if (match.status === "completed") return [];
                  return deviceStore.getDevicesForUser(userId);
                }
                """, trap: .lookAlike),
            Example("""
                /** Get all devices for this user. */
                export function getDevicesForUser(userId: string) {
                  // TODO: return the result from the cache
                  return store.query(userId);
                }
                """, trap: .lookAlike),
            Example("""
                function f() {
                  // Get devices per user: the fan-out needs one row per token
                  const devices = await deviceStore.getDevicesForUser(userId);
                }
                """, trap: .lookAlike),
            Example("""
                async function settle(matchId: string) {
                  // UPDATE SCORE
                  const scoreUpdate = { matchId, runs, wickets };
                }
                """, trap: .lookAlike),
            Example("""
                export function finalState(match: Match): ContentState | null {
                  // Return null so the widget keeps the last score
                  if (!match.result) return null;
                  return buildDisplayState(match);
                }
                """, trap: .lookAlike),
            Example("""
                async function tokensFor(userId: string) {
                  // Query by userId-index rather than scanning subscriptions
                  return subscriptionStore.queryByUser(userId);
                }
                """, trap: .lookAlike),
            // "once" warns that the push must not be sent twice.
            Example("""
                async function announceResult(match: Match) {
                  // Send the result push once
                  await pushOnce(resultPush(match));
                }
                """, trap: .lookAlike, options: ["reasonWords": .array([.string("because"), .string("unless"), .string("once")])]),
            // A stressed word, and a documentation snippet that narrates each step.
            Example("""
                export async function openFollows(matchId: string) {
                  // Find ALL follows for this match
                  return followStore.findFollows(matchId);
                }
                """, trap: .lookAlike),
            Example("""
                export async function handler() {
                  // Get the follows for this match
                  const follows = await followStore.getFollows(matchId);
                  return follows;
                }
                """, path: "backend/examples/snippets/getFollows.ts", trap: .lookAlike),
            Example("""
                const help = "// Return the result";
                return result;
                """, trap: .inString),
            Example("""
                /*
                  // Return the result
                */
                return result;
                """, trap: .inComment),
        ]) }
}
