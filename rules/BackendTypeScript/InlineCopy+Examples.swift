// Examples for inline-copy: notification objects and builders, and the developer text that looks like copy.

import UmpireCore
import UmpireRuleSupport

extension InlineCopy {
    @_optimize(none) static var examples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // A module constant reaching a content state's field through a local.
            Example("""
                const RAIN_NOTE = ↓"Rain delay. Covers are on at the Oval.";
                export function buildContentState(match: Match): LiveActivityContentState {
                  const eventLine = match.status === "suspended" ? RAIN_NOTE : latestEvent(match);
                  return { scoreLine: scoreLineFor(match), eventLine };
                }
                """, path: "backend/src/display/buildContentState.ts"),
            // Words pushed onto a local list that is joined into a display field.
            Example("""
                export function buildDisplayState(match: Match): DisplayState {
                  const notes: string[] = [];
                  if (match.followOnEnforced) notes.push(↓"Follow-on enforced");
                  return { statusText: [statusFor(match), ...notes].join(" — "), scoreText: scoreFor(match) };
                }
                """, path: "backend/src/display/buildDisplayState.ts"),
            // A reply checked by its response schema on the way out: the empty state's text is still copy.
            Example("""
                matchesRouter.get("/schedule", async (_req, res) => {
                  const groups = await scheduleForToday();
                  res.json(ScheduleResponseSchema.parse({ groups, emptyMessage: groups.length > 0 ? null : ↓"Nothing on court right now" }));
                });
                """, path: "backend/src/routes/matches.ts"),
            // A field named for what the app shows, in a reply and in a push's content state.
            Example("""
                app.get("/v1/fixtures", async (_req, reply) => {
                  const days = await listFixtureDays();
                  return reply.send({ days, emptyStateText: days.length ? null : ↓"No fixtures this week" });
                });
                export function activityUpdate(state: ActivityState) {
                  return { ...state, statusText: state.statusText || ↓"Play suspended", toast: ↓"Scores are live again" };
                }
                """, path: "backend/src/routes/schedule.ts"),
            // Words joined into a line a display field shows.
            Example("""
                function marginLine(match: MatchRecord): string {
                  return [match.winner.name, ↓"won by", String(match.margin), "runs"].join(" ");
                }
                export function buildDisplayState(match: MatchRecord): MatchDisplayState {
                  return { resultLine: marginLine(match) };
                }
                """, path: "backend/src/display/buildDisplayState.ts"),
            // Display fields of the display state: a ternary's fallback and a sentence with values.
            Example("""
                export function buildDisplayState(match: MatchRecord): MatchDisplayState {
                  return {
                    tossText: match.toss ? displayMessages.toss(match.toss.winner) : ↓"Toss yet to happen",
                    chaseText: need !== null ? ↓`Need ${need} from ${ballsLeft} balls` : null,
                    expanded: { statusText: match.phase === "innings_break" ? ↓"Innings break" : display.statusText },
                  };
                }
                """, path: "backend/src/display/buildDisplayState.ts"),
            // A helper whose result is a display field returns its own sentence (in another file).
            Example("""
                export function getLiveNote(match: MatchRecord): string | null {
                  if (match.interruption === "rain") return ↓"Rain stops play, covers on";
                  return null;
                }
                """, path: "backend/src/display/matchDisplay.ts", companions: [.init(path: "backend/src/display/buildDisplayState.ts", code: """
                    export function buildDisplayState(match: MatchRecord): MatchDisplayState {
                      return { statusText: getLiveNote(match) ?? displayMessages.status[match.phase] };
                    }
                    """)]),
            // One word at a time, joined into a line that reaches a snake_case field through a
            // local and a messages function's argument.
            Example("""
                export function chaseSummary(innings: InningsTotals): string | null {
                  if (innings.target === null) return null;
                  return [innings.battingTeam.name, ↓"need", innings.target - innings.runs, "from", innings.ballsLeft].join(" ");
                }
                """, path: "backend/src/display/chase.ts", companions: [.init(path: "backend/src/display/buildScreenState.ts", code: """
                    export function buildScreenState(innings: InningsTotals) {
                      const chase = chaseSummary(innings);
                      const base: InningsSnapshot = { chase_line: chase ? m.chaseWithRate(chase, innings.rate) : null };
                      return base;
                    }
                    """)]),
            Example("""
                const alert = {
                  title: ↓"Wicket!",
                  body: ↓`${batter.name} departs for ${batter.runs}`,
                };
                """),
            Example("""
                payload.aps.alert.subtitle = ↓"Rain delay at the ground";
                """),
            // A template whose body is a function is still copy; so is an alert built in a class's method.
            Example("""
                const templates = {
                  wicket: { title: ↓"Wicket", body: (e: BallEvent) => ↓`${e.batter} departs for ${e.runs}` },
                };
                """),
            Example("""
                export const createRainNotifier = (apns: ApnsClient) => ({
                  async notify(token: string, ground: string) {
                    await apns.send(token, { title: ↓"Rain delay", body: rainBody(ground) });
                  },
                });
                """),
            Example("""
                export class WicketNotifier {
                  async notify(token: string, event: BallEvent) {
                    await this.apns.send(token, { title: ↓"Wicket", body: this.bodyFor(event) });
                  }
                }
                """),
            Example("""
                return { label: isLive ? ↓"Live now" : "Starts soon", matchId };
                """),
            Example("""
                const payload = { aps: { alert: { title: ↓"Wicket!", body: ↓"Kohli departs for 54" } } };
                """),
            Example("""
                await sendNotification(token, ↓"Rain delay", `Play resumes at ${resumesAt}`);
                const alert = buildAlert(isHatTrick ? ↓"Hat-trick!" : wicketTitle(team), body);
                """),
            Example("""
                await oneSignal.createNotification({
                  include_aliases: { external_id: [userId] },
                  headings: { en: ↓"Wicket" },
                  contents: { en: ↓`${batter.name} departs for ${batter.runs}` },
                });
                """),
            Example("""
                export async function confirmFollow(userId: string, team: Team) {
                  await createNotification({ userId, kind: "follow", title: ↓"Following", message: ↓`Alerts for ${team.name} are on` });
                }
                """),
            Example("""
                function rainAlert(userId: string, ground: string) {
                  const message = ↓`Covers are off at ${ground}`;
                  return createNotification({ userId, title: rainTitle(ground), message });
                }
                """),
            // The checklist's other kinds: display labels, placeholders, event descriptions.
            Example("""
                return {
                  placeholder: ↓"Search teams or leagues",
                  label: ↓"No matches today",
                };
                """, path: "backend/src/display/buildDisplayState.ts"),
            Example("""
                const event = { kind: "wicket", description: ↓`${batter.name} c ${fielder.name} b ${bowler.name}` };
                """, path: "backend/src/events/ballEvents.ts"),
            // Quoted keys are keys all the same.
            Example("""
                const payload = {
                  "title": ↓"Rain delay",
                  "body": ↓`Play resumes at ${resumesAt}`,
                };
                """),
            // Titles a function returns, one per event.
            Example("""
                function getTitle(event: BallEvent): string {
                  switch (event.kind) {
                    case "wicket": return ↓`${event.batter} departs`;
                    case "six": return ↓`Six for ${event.batter}`;
                    default: return ↓"Match update";
                  }
                }
                """),
            // Text held in a variable, then given to a builder.
            Example("""
                const title = isFinalOver ? ↓"Final over" : "Last two overs";
                await sendNotification(token, title, body);
                """),
            // A snake_case payload's display fields, one of them from a lookup table of words.
            Example("""
                export function breakState(phase: Phase): ScreenState {
                  const phaseStatus = {
                    scheduled: m.startsSoon,
                    finished: ↓"Match over, thanks for following",
                  } satisfies Record<Phase, string>;
                  return { status_line: phaseStatus[phase], break_note: ↓"Teams are off for the innings break" };
                }
                """),
            // The headline's helper hands over to another, whose template picks the words; a
            // ternary's two branches on one line are one finding.
            Example("""
                export function buildDisplayState(match: Match): LiveActivityDisplayState {
                  return {
                    headline: pickHeadline(match),
                    oversText: match.balls === 6 ? ↓"1 over" : `${match.balls / 6} overs`,
                  };
                }

                function pickHeadline(match: Match): string {
                  if (match.isHatTrickBall) return m.hatTrickBall(match.bowler);
                  return inningsLine(match);
                }

                function inningsLine(match: Match): string {
                  return `${match.innings === 1 ? ↓"First up" : "Chasing"} ${match.battingTeam}`;
                }
                """, path: "backend/src/display/buildDisplayState.ts"),
            // A display field set after the state is built.
            Example("""
                export async function runRainJob(match: Match, minutes: number) {
                  const state = buildDisplayState(match);
                  state.expanded.statusNote = ↓`Rain delay, ${minutes} min so far`;
                  await broadcast(state);
                }
                """, path: "backend/src/jobs/rainJob.ts"),
        ],
        nonTriggering: [
            // Camel-cased phase codes a helper returns for the app to map: codes, not words.
            Example("""
                export function liveNote(match: Match): string {
                  if (match.period >= 3) return "extraTime";
                  return match.isBreak ? "inningsBreak" : "live";
                }
                """, path: "backend/src/display/liveNote.ts", trap: .lookAlike),
            // The server telling its developer it started: an ops alert, not copy a fan reads.
            Example("""
                async function sendServerStartupNotification() {
                  await push(DEV_DEVICE, { title: "Server started", body: `Host ${hostname()} is up` });
                }
                """, path: "backend/src/notifications/ops.ts", trap: .lookAlike),
            // A `let` the function assigns again holds the feed's text by the time it is shown.
            Example("""
                export function buildContentState(match: Match): LiveActivityContentState {
                  let eventLine = "pending feed";
                  eventLine = match.feedNote;
                  return { scoreLine: scoreLineFor(match), eventLine };
                }
                """, path: "backend/src/display/buildContentState.ts", trap: .lookAlike),
            // A list of the same shape kept for the log, not shown.
            Example("""
                export function buildDisplayState(match: Match): DisplayState {
                  const notes: string[] = [];
                  if (match.followOnEnforced) notes.push("follow-on flag set by feed");
                  logger.debug({ notes }, "display state built");
                  return { statusText: statusFor(match), scoreText: scoreFor(match) };
                }
                """, path: "backend/src/display/buildDisplayState.ts", trap: .lookAlike),
            // Codes joined into a key, and a helper whose result reaches a field only as a cache key.
            Example("""
                export function cacheKey(innings: InningsTotals): string {
                  return [innings.matchId, "innings", innings.number].join(":");
                }
                export function buildScreenState(innings: InningsTotals) {
                  const key = cacheKey(innings);
                  const base: InningsSnapshot = { chase_line: m.chase(innings.need), cache_key: key };
                  return base;
                }
                """, path: "backend/src/display/buildScreenState.ts", trap: .lookAlike),
            // The same shape with every word from the messages file, and a code looked up.
            Example("""
                export function breakState(phase: Phase): ScreenState {
                  const phaseStatus = { scheduled: m.startsSoon, finished: m.matchOver } satisfies Record<Phase, string>;
                  const phaseCode = { scheduled: "SCH", finished: "FIN" };
                  return { status_line: phaseStatus[phase], phase_label: phaseCode[phase], break_note: null };
                }
                """, trap: .lookAlike),
            // A display key holding a code or nothing, and a `message` on its own (an API status).
            Example("""
                return reply.send({ statusText: "OK", emptyStateText: null, message: "Fixtures fetched successfully" });
                """, path: "backend/src/routes/schedule.ts", trap: .lookAlike),
            // Codes in the display state, and a helper's text that no display field shows.
            Example("""
                export function buildDisplayState(match: MatchRecord): MatchDisplayState {
                  return { phase: match.live ? "innings_break" : "completed", sentiment: "neutral", scoreLine: formatScore(match) };
                }
                function formatScore(match: MatchRecord): string { return `${match.runs}/${match.wickets}`; }
                function describeError(code: number): string { return "Upstream feed unavailable"; }
                """, path: "backend/src/display/buildDisplayState.ts", trap: .lookAlike),
            Example("""
                export function buildDisplayState(match: MatchRecord): MatchDisplayState {
                  // statusText: "Rain stops play" until the feed says otherwise
                  return { statusText: displayMessages.status[match.phase] };
                }
                """, path: "backend/src/display/buildDisplayState.ts", trap: .inComment),
            // Text for other machines: an LLM tool's description, a GraphQL scalar's.
            Example("""
                const scoreTool = { name: "get_score", description: "Returns the live score for a match id", parameters: z.object({ matchId: z.string() }) };
                export const Overs = new GraphQLScalarType({ name: "Overs", description: "Overs bowled, as balls over six" });
                """, trap: .lookAlike),
            // Keys for a translation table, not words.
            Example(#"const alert = { title: "PROMO.HEADER", body: "promo.body.default" };"#, trap: .lookAlike),
            // A variable named like copy that never reaches a notification.
            Example("""
                const title = "Live scores API";
                app.listen(3000, () => logger.info(title));
                """, trap: .lookAlike),
            // The web front end is not the backend.
            Example(#"const banner = { title: "Follow your team" };"#, path: "web/components/FollowBanner.ts", trap: .lookAlike),
            Example("""
                import { wicketTitle, wicketBody } from "./wicket.messages";
                const alert = { title: wicketTitle(), body: wicketBody(batter) };
                """),
            Example(#"logger.info({ message: "Sending wicket alert to followers", matchId });"#, trap: .lookAlike),
            Example(#"throw new ValidationError({ message: "Match id is required" });"#, trap: .lookAlike),
            Example(#"const MatchSchema = z.object({ title: z.string().describe("Match title shown on cards") });"#, trap: .lookAlike),
            Example(#"return res.status(404).json({ message: "Match not found" });"#, trap: .lookAlike),
            Example(#"return { statusCode: 404, body: JSON.stringify({ message: "Match not found" }) };"#, trap: .lookAlike),
            // An RFC 7807 problem detail: its title is for the developer reading the error.
            Example(#"""
                export const InternalError = (message?: string): ProblemDetail => ({
                  type: new URL(`https://api.example.com/error/InternalError`),
                  status: StatusCode.INTERNAL_SERVER_ERROR,
                  title: message ?? 'An internal error occurred.',
                });
                """#, path: "backend/src/core/ProblemDetail.ts", trap: .lookAlike),
            Example("""
                @ApiProperty({ description: "The match the follower subscribed to" })
                matchId: string;
                """, trap: .lookAlike),
            Example(#"const schema = { type: "object", properties: { title: { type: "string", description: "Alert title" } } };"#, trap: .lookAlike),
            Example(#"const event = { type: "update", status: "live", title: titleFor(match) };"#, trap: .lookAlike),
            Example(#"await notify(userId, "match-updates", { matchId });"#, trap: .lookAlike),
            Example("await sendNotification(token, wicketTitle(team), wicketBody(batter));", trap: .lookAlike),
            Example(#"export function notify(channel = "Score updates") { return channel; }"#, trap: .lookAlike),
            Example(#"const help = "use title: 'Wicket' in messages files";"#, trap: .inString),
            Example(#"// body: "Rain delay at the ground" — moved to rain.messages.ts"#, trap: .inComment),
            Example(#"const alert = { title: "Wicket!" };"#, path: "backend/src/notifications/wicket.messages.ts", trap: .lookAlike),
            Example(#"return res.status(200).json({ ok: true, message: "Follow saved" });"#, trap: .lookAlike),
            Example(#"const teamNames = { en: "England", au: "Australia", in: "India" };"#, trap: .lookAlike),
            Example("""
                class FollowMissingError extends Error {
                  constructor(matchId: string) {
                    super();
                    this.message = `No follow for match ${matchId}`;
                  }
                }
                """, trap: .lookAlike),
            Example("""
                export const FollowRequestSchema = z.object({ matchId: z.string(), teamId: z.string().nullable() })
                  .refine((f) => f.matchId.length > 0, { message: "Match id is required" });
                """, trap: .lookAlike),
            Example(#"new NodejsFunction(this, "LivePoller", { description: "Polls live scores every 20 seconds" });"#, trap: .lookAlike),
            Example(#"new LiveScoresStack(app, "LiveScores", { description: "Live score polling and fan-out" });"#, trap: .lookAlike),
            Example(#"if (!match) return problem({ status: 404, title: "Not Found" });"#, trap: .lookAlike),
            Example("""
                registry.registerPath({
                  method: "get", path: "/matches/{id}", summary: "Get a match",
                  responses: { 200: { description: "The match card" } },
                });
                """, trap: .lookAlike),
            Example(#"const body = `<p style="margin:0">${intro}</p>`;"#, trap: .lookAlike),
            Example(#"const partnerKey = { type: "apiKey", in: "header", name: "X-Api-Key", description: "Key issued to score partners" };"#,
                    trap: .lookAlike),
            Example(#"const label = `${format}_${stage}`;"#, trap: .lookAlike),
            Example(#"const alert = { title: "Wicket!", body: "Kohli departs for 54" };"#, path: "backend/tests/wicketAlert.ts", trap: .lookAlike),
            Example(#"const teams = [{ code: "IND", name: "India", description: "Men's senior side" }];"#,
                    path: "backend/scripts/seedTeams.ts", trap: .lookAlike),
            Example("""
                console.warn(`No subscription for token ${token}`);
                throw new Error(`Unknown match phase: ${phase}`);
                """, trap: .lookAlike),
            // Definitions read by operators and tools: a background task, a content model's field, a
            // cloud function's configuration, an API's catalogue entry, a command-line plugin.
            Example("""
                export const createScoreSyncTask = () =>
                  createTaskDefinition({
                    id: "scoreSync",
                    title: "Sync live scores",
                    description: "Pulls the latest ball from the feed and updates every live match.",
                    async run({ input }) {
                      return syncScores(input.matchId);
                    },
                  });
                """, trap: .lookAlike),
            Example(#"await security.createGroup({ name: "Scorers", slug: "scorers", description: "Can edit live scores for any match." });"#,
                    trap: .lookAlike),
            Example(#"const fields = [createTextField({ label: "Team name", required: true }), createNumberField({ label: "Overs" })];"#,
                    trap: .lookAlike),
            Example("""
                app.addResource(aws.lambda.Function, {
                  name: "score-poller",
                  config: { runtime: "nodejs20.x", handler: "handler.handler", description: "Polls the score feed every 20 seconds" },
                });
                """, trap: .lookAlike),
            Example(#"app.addResource(aws.apigatewayv2.Api, { name: "api", config: { protocolType: "HTTP", description: "Score API gateway" } });"#,
                    trap: .lookAlike),
            Example("""
                type AlertPreset = { title: "Wickets only" | "Every ball"; body?: string };
                interface DigestCopy extends BaseCopy { title: "Morning digest"; }
                """, trap: .lookAlike),
            Example(#"return { status: "404", statusDescription: "Not Found", body: "No match with that id" };"#, trap: .lookAlike),
            Example(#"return new FunctionResponse({ body: `Tool ${name} is not registered.` });"#, trap: .lookAlike),
            Example(#"const openApi = { metaData: { title: "Sightscreen API", description: "Scores, follows and alerts" } };"#, trap: .lookAlike),
            Example("""
                export default () => ({
                  name: "Live match poller",
                  description: "Creates a poller for one competition's live matches.",
                  questions: () => [{ name: "competition", message: "Which competition?" }],
                });
                """, trap: .lookAlike),
            Example(#"const expected = { title: "Wicket", body: "Kohli departs for 54" };"#,
                    path: "backend/src/notifications/__tests__/wicketAlert.test.ts", trap: .lookAlike),
        ]) }
}
