// Examples for inline-copy where a constant's text is one choice of a copy key's value: the
// fallback of a ternary, `??` or `||`.

import UmpireCore
import UmpireRuleSupport

extension InlineCopy {
    @_optimize(none) static var choiceExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // Declared together, then built up piece by piece: each piece goes out in the push.
            Example("""
                export async function sendStartingSoon(match: Match, minutes: number) {
                  let title, body;
                  title = ↓`${match.home} v ${match.away}`;
                  body = ↓`Starts at ${match.venue}`;
                  body += ↓` in ${minutes} minutes`;
                  await push.send({ topic: `match-${match.id}`, title, body });
                }
                """, path: "backend/src/notifications/startingSoon.ts"),
            // A case's block of statements is no object: its last return's title is still copy.
            Example("""
                export function cardAlert(event: CardEvent): Alert {
                  switch (event.kind) {
                    case "card": {
                      if (event.colour === "red") {
                        return { title: c.redTitle(event.player), body: c.redBody(event.player) };
                      }
                      return { title: ↓`Yellow card`, body: ↓`${event.player} is booked` };
                    }
                  }
                }
                """, path: "backend/src/notifications/cards.ts"),
            // Words assigned in a switch's cases to a title declared above it, sent after it.
            Example("""
                export async function notifyBreak(event: BreakEvent) {
                  let title: string;
                  switch (event.kind) {
                    case "rain":
                      title = ↓`Rain stops play at ${event.ground}`;
                      break;
                    default:
                      title = n.breakTitle(event);
                  }
                  await sendAlert(event.token, { title });
                }
                """, path: "backend/src/notifications/breaks.ts"),
            // A title logged on its way to the push: the push is where it goes.
            Example("""
                export async function notifyGoal(event: GoalEvent) {
                  let title = g.goalTitle(event.team);
                  if (event.playerGoals >= 5) title = ↓`${event.player} has a bag`;
                  logger.info("goal notification", { matchId: event.matchId, title });
                  await sendAlert(event.token, { title });
                }
                """, path: "backend/src/notifications/goalNotifications.ts"),
            // Fallback words written into a messages builder's call: copy outside its module.
            Example("""
                import { matchStatusMessages as s } from "./matchStatus.messages.js";
                export function postponedAlert(home: string, away: string, detail?: { reason?: string; newTime?: string }) {
                  return { title: s.postponedTitle(home, away), body: s.postponedBody(detail?.reason ?? ↓"Weather", detail?.newTime ?? "a date to be confirmed") };
                }
                """, path: "backend/src/notifications/matchStatusNotifications.ts"),
            // The checklist's own: a live note's words returned by a helper named for the note.
            Example("""
                export function getLiveNote(phase: MatchPhase, quarter: number): string | null {
                  if (phase !== "live") return null;
                  if (quarter === 4) return ↓"Last quarter — every goal counts now";
                  return null;
                }
                """, path: "backend/src/display/matchDisplay.ts"),
            // A push's body helper choosing its words by the event: a branch of the ternary it returns.
            Example("""
                const getBody = ({ type, text }: Update) => (type === "wicket" ? ↓`Wicket down: ${text}` : text);
                export const createNotification = (update: Update) => ({ title: n.updateTitle(update), body: getBody(update) });
                """, path: "backend/src/notifications/updates.ts"),
            // A module constant given to a copy key as the other branch of a ternary.
            Example("""
                const placeholderBody = ↓"Tap for the scorecard";
                export function milestonePayload(event: FeedEvent) {
                  return { title: n.fifty.title(event.batter), body: event.scoreText ? n.fifty.body(event.scoreText) : placeholderBody };
                }
                """, path: "backend/src/notifications/milestoneAlert.ts"),
            // The fallback when the feed sends no note.
            Example("""
                const quietNote = ↓"Play is under way";
                export const statusFor = (match: Match) => ({ title: match.name, body: match.feedNote ?? quietNote });
                """, path: "backend/src/notifications/statusAlert.ts"),
            // Badges keyed by an internal constant: each title is worded for the fan.
            Example("""
                export const BADGES = [
                  { type: "FIFTIES_1", title: ↓"First Fifty" },
                  { type: "FIFTIES_5", title: ↓"Five Fifties" },
                  { type: "FIFTIES_10", title: ↓"Ten Fifties" },
                  { type: "FIFTIES_25", title: ↓"Quarter Century" },
                ];
                """, path: "backend/src/badges/badges.ts"),
        ],
        nonTriggering: [
            // A dashboard's panels and a diagnosing script's test push: operators read them.
            Example("""
                export const panels = [{ id: "conversion-funnel", type: "funnel", title: "Conversion Funnel" }];
                """, path: "backend/src/monitoring/subscriptionMetrics.ts", trap: .lookAlike),
            // The logger's own label, and a server-rendered status page: read by whoever runs the service.
            Example("""
                export const logger = createLogger({
                  format: format.combine(format.label({ label: "Push worker" }), format.timestamp(), format.json()),
                  transports: [new transports.Console()],
                });
                """, path: "backend/src/lib/logger.ts", trap: .lookAlike),
            Example("""
                statusRouter.get("/", (_req, res) => {
                  res.render("status", { title: "Push server status", uptime: process.uptime() });
                });
                """, path: "backend/src/routes/status.ts", trap: .lookAlike),
            // The operators' admin page: its rows are read by whoever runs the service.
            Example("""
                const rows = [
                  { label: "Tracked matches", value: status.watcher?.trackedMatches ?? 0 },
                  { label: "Pushes sent", value: status.push?.sent ?? 0 },
                ];
                """, path: "backend/static/admin/status.js", trap: .lookAlike),
            Example("""
                const payload = { aps: { alert: { title: "Diagnostic Test", body: "Testing Live Activity Update" } } };
                """, path: "backend/src/push/collectApnsDiagnostics.ts", trap: .lookAlike),
            // An issue filed for the team when a push fan-out fails: GitHub's, read by developers.
            Example("""
                import { Octokit } from "@octokit/rest";

                export async function reportFanOutFailure(matchId: string, failed: number): Promise<void> {
                  const title = `Push fan-out failed for ${matchId}`;
                  await octokit.rest.issues.create({ owner, repo, title, body: `${failed} pushes were rejected by APNs.` });
                }
                """, path: "backend/src/integrations/github/issueService.ts", trap: .lookAlike),
            // A deadline is no line of the screen; a code returned by a status helper is no prose.
            Example("""
                export function deadline(match: Match): string {
                  return match.lockedAt ? "Locked at the first bounce" : "Open";
                }
                export const statusLine = (m: Match) => (m.live ? "LIVE" : "FT");
                """, path: "backend/src/display/matchDisplay.ts", trap: .lookAlike),
            // A table of teams by code: reference data a picker reads, not copy a writer words.
            Example("""
                export const TEAMS = [
                  { label: "Mumbai Indians", value: "MI" },
                  { label: "Chennai Super Kings", value: "CSK" },
                  { label: "Royal Challengers Bengaluru", value: "RCB" },
                  { label: "Kolkata Knight Riders", value: "KKR" },
                  { label: "Delhi Capitals", value: "DC" },
                ];
                """, path: "backend/src/leagues/ipl/teams.ts", trap: .lookAlike),
            // The same constant chosen for a log line, and for a key no reader sees.
            Example("""
                const placeholderBody = "Tap for the scorecard";
                export function milestonePayload(event: FeedEvent) {
                  logger.info(event.scoreText ? "milestone with score" : placeholderBody);
                  return { title: n.fifty.title(event.batter), body: n.fifty.body(event.scoreText), analyticsKey: event.scoreText ? "fifty" : placeholderBody };
                }
                """, path: "backend/src/notifications/milestoneAlert.ts", trap: .lookAlike),
            // Computed with, not chosen: the constant's length sets a limit.
            Example("""
                const placeholderBody = "Tap for the scorecard";
                export const alertFor = (event: FeedEvent) => ({ title: n.t(event), body: n.b(event), limit: event.long ? 0 : placeholderBody.length });
                """, path: "backend/src/notifications/limits.ts", trap: .lookAlike),
            // An HTTP response's envelope: its `body` is the payload and its message the API's status.
            Example("""
                export async function listPredictions(req: Request, res: Response) {
                  const predictions = await store.predictionsFor(req.params.matchId);
                  res.status(200).json({ message: "Successfully fetched predictions", body: predictions });
                }
                export const handler = async () => ({ statusCode: 200, body: JSON.stringify(rows), message: "Rows listed" });
                """, path: "backend/src/routes/predictions.ts", trap: .lookAlike),
        ]) }
}
