// Examples for inline-copy: fields of a display state, and words a call fills in.

import UmpireCore

extension InlineCopy {
    @_optimize(none) static var displayExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // An abbreviation in a field named for what it shows is text too ("RH" for retired hurt).
            Example("""
                export function buildContentState(innings: Innings, batter: Batter): LiveActivityContentState {
                  return {
                    batterStatusDisplay: batter.retiredHurt ? ↓"RH" : batter.statusDisplay,
                    sentiment: "neutral",
                    scoreLine: `${innings.runs}/${innings.wickets}`,
                  };
                }
                """, path: "backend/src/display/buildContentState.ts"),
            // A reply's message that speaks to the fan: written for the app to show.
            Example("""
                export async function followMatch(event: ApiEvent): Promise<ApiResult> {
                  await putFollow(event.userId, event.matchId);
                  return json(201, { matchId: event.matchId, status: "following", message: ↓`You're following ${match.home} v ${match.away}` });
                }
                """, path: "backend/src/routes/follow.ts"),
            // An event's line, beside its kind: what the feed of events shows the fan.
            Example("""
                if (entry.pitted) events.push({ kind: "pit", timeSensitive: false, text: ↓`${entry.driverName} pits for ${entry.tyreCompound}s` });
                """, path: "backend/src/poller/eventDetector.ts"),
            // The same line under a `type` naming what happened.
            Example("""
                updates.push({ type: "landmark", team: scorecard.teamName, text: ↓`${inning.name} ${inning.runs} from ${inning.balls} balls` });
                """, path: "backend/src/push-notify/updates.ts"),
            // A plain helper whose result a route's reply shows under a display field.
            Example("""
                export function statusTextFor(race: RaceRecord): string {
                  if (race.phase === "suspended") return ↓"Red flag — session suspended";
                  return raceMessages.lap(race.currentLap, race.totalLaps);
                }
                """, path: "backend/src/display/raceDisplay.ts", companions: [.init(path: "backend/src/routes/races.ts", code: """
                    racesRouter.get("/races/:id/status", async (req, res) => res.json({ statusText: statusTextFor(await getRace(req.params.id)) }));
                    """)]),
            // A helper reached through a ternary's branch of the helper a display field shows.
            Example("""
                export function statusLine(snapshot: FeedSnapshot): string {
                  return snapshot.toss ? m.toss(snapshot.toss.winner) : startsAt(snapshot);
                }
                function startsAt(snapshot: FeedSnapshot): string {
                  const time = new Date(snapshot.startTime).toISOString().slice(11, 16);
                  return ↓`Starts ${time} GMT`;
                }
                """, path: "backend/src/display/statusHelpers.ts", companions: [.init(path: "backend/src/display/buildDisplayState.ts", code: """
                    import { statusLine } from "./statusHelpers";
                    export function buildDisplayState(snapshot: FeedSnapshot): MatchDisplayState {
                      return { statusText: statusLine(snapshot), sentiment: "neutral" };
                    }
                    """)]),
            // The same helper written as an arrow function bound to a const.
            Example("""
                const liveNoteFor = (race: RaceRecord): string => (race.phase === "suspended" ? ↓"Red flag, session suspended" : race.liveNote);
                export function buildDisplayState(race: RaceRecord): RaceDisplayState {
                  return { raceId: race.id, liveNote: liveNoteFor(race) };
                }
                """, path: "backend/src/display/buildDisplayState.ts"),
            // A helper that returns an entry of a lookup table the file declares: the table's words are shown.
            Example("""
                const BREAK_CAPTIONS: Record<BreakKind, string> = {
                  rain: ↓"Rain delay, covers on",
                  badLight: ↓"Bad light stops play",
                };
                export function breakCaption(kind: BreakKind): string {
                  return BREAK_CAPTIONS[kind];
                }
                """, path: "backend/src/display/breaks.ts", companions: [.init(path: "backend/src/display/buildDisplayState.ts", code: """
                    export function buildDisplayState(match: Match): DisplayState {
                      return { matchId: match.id, statusText: breakCaption(match.breakKind) };
                    }
                    """)]),
            // Words a helper fills in under a notification key are the key's text.
            Example("""
                export function retiredAlert(playerName: string): AlertPayload {
                  return {
                    title: alertCopy.retiredTitle,
                    body: fillTemplate(↓"{player} has retired hurt", { player: playerName }),
                  };
                }
                """, path: "backend/src/notifications/retiredAlert.ts"),
            // A label helper whose other returns are the messages module's copy: its literal is copy too.
            Example("""
                import { scheduleMessages as m } from "../messages/schedule.messages.js";
                export function slotLabel(index: number, notBefore: string | null): string {
                  if (index === 0 && notBefore) return m.notBefore(notBefore);
                  if (index === 0) return ↓"Starts 11:00";
                  return m.followingThen(index);
                }
                """, path: "backend/src/display/scheduleDisplay.ts"),
            // Words handed to the messages module's builder to fill its copy: a helper's, and a local's fallback.
            Example("""
                import { alertMessages } from "./raceAlerts.messages.js";
                function withdrawnReason(code: string): string {
                  return code === "VET" ? ↓"Vet's certificate" : "Self-certificate";
                }
                export function buildAlerts(race: Race, runner: Runner, winner: Runner) {
                  const lengths = winner.beatenDistanceText ?? ↓"a long way";
                  return [alertMessages.nonRunner.body(withdrawnReason(runner.reasonCode), race.courseName),
                          alertMessages.result.body(lengths, winner.oddsText)];
                }
                """, path: "backend/src/notifications/sendRaceAlerts.ts"),
        ],
        nonTriggering: [
            // The same table, read only for the log: no field the app shows takes it.
            Example("""
                const BREAK_CAPTIONS: Record<BreakKind, string> = {
                  rain: "Rain delay, covers on",
                };
                export function breakCaption(kind: BreakKind): string {
                  return BREAK_CAPTIONS[kind];
                }
                """, path: "backend/src/display/breaks.ts", trap: .lookAlike, companions: [.init(path: "backend/src/poller/breaks.ts", code: """
                    export function logBreak(match: Match): void { logger.info(breakCaption(match.breakKind)); }
                    """)]),
            // An arrow helper whose words go to the log, not to a field the app shows.
            Example("""
                const logLineFor = (race: RaceRecord): string => (race.phase === "suspended" ? "Race suspended, polling paused" : "Polling");
                export function buildDisplayState(race: RaceRecord): RaceDisplayState {
                  logger.info(logLineFor(race));
                  return { raceId: race.id, liveNote: race.liveNote };
                }
                """, path: "backend/src/display/buildDisplayState.ts", trap: .lookAlike),
            // Codes in fields the app maps to its own styles, and a scoreline of values only.
            Example("""
                export function buildContentState(innings: Innings): LiveActivityContentState {
                  return {
                    sentiment: innings.wicketsInOver > 1 ? "cold" : "neutral",
                    phase: innings.isComplete ? "FT" : "LIVE",
                    scoreLine: `${innings.runs}/${innings.wickets}`,
                  };
                }
                """, path: "backend/src/display/buildContentState.ts", trap: .lookAlike),
            // A localisation key handed to the translator, and a template the messages file owns.
            Example("""
                export function retiredAlert(playerName: string): AlertPayload {
                  return {
                    title: t("alerts.retired.title"),
                    body: fillTemplate(alertCopy.retiredBody, { player: playerName }),
                  };
                }
                """, path: "backend/src/notifications/retiredAlert.ts", trap: .lookAlike),
            // Beside the messages module's copy, a code the app maps (not prose), and a helper that
            // returns only copy.
            Example("""
                import { scheduleMessages as m } from "../messages/schedule.messages.js";
                export function slotKind(index: number): string {
                  if (index === 0) return "first";
                  return m.followingThen(index);
                }
                export function emptyPlaceholder(): string { return m.emptyDay; }
                """, path: "backend/src/display/scheduleDisplay.ts", trap: .lookAlike),
            // The builder is given the backend's own text and a code: nothing written inline.
            Example("""
                import { alertMessages } from "./raceAlerts.messages.js";
                function reasonCode(code: string): string { return code === "VET" ? "vet" : "self"; }
                export const alertBody = (race: Race) => alertMessages.nonRunner.body(reasonCode(race.code), race.courseName);
                """, path: "backend/src/notifications/sendRaceAlerts.ts", trap: .lookAlike),
            // An error reply's detail, by code, by a named status or by its own `success: false`:
            // what the API says of a failed request, not copy.
            Example("""
                if (!event.userId) return json(401, { message: "You need to sign in to follow a match" });
                if (existing) return res.status(StatusCodes.CONFLICT).json({ message: "You already follow this match" });
                return res.json({ success: false, message: "You cannot follow a finished match" });
                """, path: "backend/src/routes/follow.ts", trap: .lookAlike),
            // The second person inside a string the reply does not show as its message.
            Example("""
                return json(200, { matchId, status: "following", message: "", hint: "you" });
                """, path: "backend/src/routes/follow.ts", trap: .lookAlike),
            // A model's content block (`type: "text"`), and an event's text from the messages module.
            Example("""
                const content = [{ type: "text", text: "Summarise the last five laps for the race log" }];
                events.push({ kind: "pit", text: raceMessages.pitStop(entry.driverName, entry.tyreCompound) });
                """, path: "backend/src/poller/eventDetector.ts", trap: .lookAlike),
            // A helper a reply's display field shows, returning codes and the messages module's copy.
            Example("""
                export function phaseCodeFor(race: RaceRecord): string {
                  if (race.phase === "suspended") return "RED";
                  return race.phase === "finished" ? raceMessages.finished : "LIVE";
                }
                """, path: "backend/src/display/raceDisplay.ts", trap: .lookAlike, companions: [.init(path: "backend/src/routes/races.ts", code: """
                    racesRouter.get("/races/:id/status", async (req, res) => res.json({ statusText: phaseCodeFor(await getRace(req.params.id)) }));
                    """)]),
            // A schema's annotations (TypeBox, as Zod's messages): for the API's documentation.
            Example("""
                const Message = Type.String({ minLength: 1, title: "Message" });
                export const UserId = Type.RegExp(userIdRegex, { title: "User ID", description: "A slug that starts with @" });
                """, path: "backend/src/schemas/status.ts", trap: .lookAlike),
            // The literal in a comment beside the copy.
            Example("""
                import { scheduleMessages as m } from "../messages/schedule.messages.js";
                export function slotLabel(index: number): string {
                  // was: return "Starts 11:00";
                  return m.followingThen(index);
                }
                """, path: "backend/src/display/scheduleDisplay.ts", trap: .inComment),
        ]) }
}
