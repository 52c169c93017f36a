// Examples for content-state-mirror.

import UmpireCore
import UmpireRuleSupport

extension ContentStateMirror {
    @_optimize(none) static var curlingState: Example.Companion { Example.Companion(path: "ios/Buttonline/Models/Generated/LiveActivityModels.generated.swift", code: """
        struct LiveActivityContentState: Codable, Hashable, Sendable {
            let scoreline: String
            let endLabel: String
            let hammerSide: String
        }
        """) }

    @_optimize(none) static var examples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // The function that writes what is really sent: a key renamed on the way, which the app never decodes.
            Example("""
                ↓export function toContentState(display: GameDisplay) {
                  return {
                    scoreline: display.scoreline,
                    endLabel: display.endLabel,
                    ↓hammer: display.hammerSide,
                  };
                }
                """, path: "backend/src/push/contentState.ts", companions: [curlingState]),
            // The declared state spread into the payload with one more key the app never decodes.
            Example("""
                export function sendUpdate(token: string, state: LiveActivityDisplayState, opts: { serverName: string }) {
                  const payload = { aps: { timestamp: epochNow(), event: 'update', 'content-state': { ...state, ↓serverName: opts.serverName } } };
                  return sendToApns(token, payload);
                }
                """, path: "backend/src/apns/liveActivityPush.ts", companions: [
                    .init(path: "backend/src/schemas/liveActivity.schema.ts", code: """
                        export const LiveActivityDisplayStateSchema = z.object({ scoreLine: z.string(), phase: z.string() });
                        export type LiveActivityDisplayState = z.infer<typeof LiveActivityDisplayStateSchema>;
                        """),
                    .init(path: "ios/CricketWidget/Models/LiveActivityDisplayState.swift", code: """
                        struct LiveActivityDisplayState: Codable, Hashable { let scoreLine: String; let phase: String }
                        """),
                ]),
            // Named apart on the two sides, the only content state of each.
            Example("""
                export const liveActivityContentStateSchema = z.object({
                  homeScore: z.number().int(),
                  awayScore: z.number().int(),
                  ↓possessionTeamId: z.string().nullable(),
                });
                """, path: "backend/src/schemas/liveActivity.ts", companions: [
                    .init(path: "ios/MaulWidget/Models/MatchActivityAttributes.swift", code: """
                        struct MatchActivityAttributes: ActivityAttributes {
                            struct ContentState: Codable, Hashable { let homeScore: Int; let awayScore: Int }
                            let matchId: String
                        }
                        """),
                ]),
            // The app's display state and the backend's content-state schema, each the only state of its side.
            Example("""
                export const LiveActivityContentStateSchema = z.object({
                  lapLabel: z.string(),
                  ↓pitWindowLabel: z.string(),
                });
                """, path: "backend/src/schemas/liveActivity.schema.ts", companions: [
                    .init(path: "ios/Apex/Models/LiveActivityModels.swift", code: """
                        struct RaceActivityAttributes: ActivityAttributes {
                            public typealias ContentState = LiveActivityDisplayState
                            let raceId: String
                        }
                        struct LiveActivityDisplayState: Codable, Hashable { let lapLabel: String }
                        """),
                ]),
            // Two activities: the time trial's pair named alike, the stage's the one left on each side.
            Example("""
                export const LiveActivityContentStateSchema = z.object({ stageTitle: z.string(), ↓raceRadioNote: z.string().nullable() });
                export const TimeTrialContentStateSchema = z.object({ riderName: z.string() });
                """, path: "backend/src/schemas/liveActivity.schema.ts", companions: [
                    .init(path: "ios/Peloton/Models/LiveActivityModels.swift", code: """
                        struct StageActivityAttributes: ActivityAttributes {
                            struct ContentState: Codable, Hashable { let stageTitle: String }
                        }
                        struct TimeTrialActivityAttributes: ActivityAttributes {
                            struct ContentState: Codable, Hashable { let riderName: String }
                        }
                        """),
                ]),
            // Two activities, each schema named for what its attributes follow (`InningsActivityAttributes`).
            Example("""
                export const InningsContentStateSchema = z.object({
                  scoreLine: z.string(),
                  ↓requiredRateText: z.string(),
                });
                export const SuperOverContentStateSchema = z.object({ ballsLine: z.string() });
                """, path: "backend/src/schemas/liveActivity.schema.ts", companions: [
                    .init(path: "ios/Cricket/Models/Shared/InningsActivityAttributes.swift", code: """
                        struct InningsActivityAttributes: ActivityAttributes {
                            struct ContentState: Codable, Hashable { let scoreLine: String }
                        }
                        """),
                    .init(path: "ios/Cricket/Models/Shared/SuperOverActivityAttributes.swift", code: """
                        struct SuperOverActivityAttributes: ActivityAttributes {
                            struct ContentState: Codable, Hashable { let ballsLine: String }
                        }
                        """),
                ]),
            Example("""
                struct LiveActivityDisplayState: Codable, Hashable, Sendable {
                    let scoreLine: String
                    let ↓oversLine: String
                    let phase: MatchPhase
                }
                """, path: "ios/CricketWidget/Models/LiveActivityDisplayState.swift", companions: [
                    .init(path: "backend/src/display/types.ts", code: """
                        export const LiveActivityDisplayStateSchema = z.object({
                          scoreLine: z.string(),
                          phase: z.enum(["pre", "live", "completed"]),
                        });
                        """),
                ]),
            Example("""
                export interface ScoreActivityContentState {
                  scoreLine: string;
                  oversText: string;
                  ↓lastBall: string;
                }
                """, path: "backend/src/push/contentState.ts", companions: [
                    .init(path: "ios/CricketWidget/ScoreActivityAttributes.swift", code: """
                        struct ScoreActivityAttributes: ActivityAttributes {
                            struct ContentState: Codable, Hashable {
                                let scoreLine: String
                                let oversText: String
                            }
                            let matchID: String
                        }
                        """),
                ]),
            Example("""
                struct LiveActivityDisplayState: Codable, Hashable {
                    let scoreLine: String
                    let ↓runRate: String

                    enum CodingKeys: String, CodingKey {
                        case scoreLine = "score_line"
                        case runRate = "run_rate"
                    }
                }
                """, path: "ios/CricketWidget/Models/LiveActivityDisplayState.swift", companions: [
                    .init(path: "backend/src/display/types.ts", code: """
                        export type LiveActivityDisplayState = {
                          score_line: string;
                          runRate: string;
                        };
                        """),
                ]),
            // An object the content state holds, declared on both sides under one name: the backend's
            // sends a field the app's does not decode.
            Example("""
                export const LiveActivityExpandedSchema = z.object({
                  headline: z.string(),
                  ↓lastPlayText: z.string(),
                });

                export const LiveActivityDisplayStateSchema = z.object({
                  scoreLine: z.string(),
                  expanded: LiveActivityExpandedSchema,
                });
                """, path: "backend/src/schemas/liveActivity.ts", companions: [
                    .init(path: "ios/CricketWidget/Models/LiveActivityDisplayState.swift", code: """
                        struct LiveActivityDisplayState: Codable, Hashable {
                            let scoreLine: String
                            let expanded: LiveActivityExpanded
                        }

                        struct LiveActivityExpanded: Codable, Hashable {
                            let headline: String
                            let lastPlay: String
                        }
                        """),
                ]),
        ],
        nonTriggering: [
            // The builder writes every key the app decodes, under the app's names.
            Example("""
                export const toContentState = (display: GameDisplay) => ({
                  scoreline: display.scoreline,
                  endLabel: display.endLabel,
                  hammerSide: display.hammerSide,
                });
                """, path: "backend/src/push/contentState.ts", trap: .lookAlike, companions: [curlingState]),
            // Two content states on the backend's side, neither named like the app's: which one it mirrors is not told.
            Example("""
                export const RaceContentStateSchema = z.object({ lapLabel: z.string(), pitWindowLabel: z.string() });
                export const PitStopContentStateSchema = z.object({ driverCode: z.string(), stationaryText: z.string() });
                """, path: "backend/src/schemas/liveActivity.schema.ts", trap: .lookAlike, companions: [
                    .init(path: "ios/Apex/Models/LiveActivityModels.swift", code: """
                        struct LiveActivityDisplayState: Codable, Hashable { let lapLabel: String }
                        """),
                ]),
            // The same spread with a key the app decodes.
            Example("""
                export function sendUpdate(token: string, state: LiveActivityDisplayState) {
                  return sendToApns(token, { aps: { event: 'update', 'content-state': { ...state, phase: 'live' } } });
                }
                """, path: "backend/src/apns/liveActivityPush.ts", trap: .lookAlike, companions: [
                    .init(path: "backend/src/schemas/liveActivity.schema.ts", code: """
                        export const LiveActivityDisplayStateSchema = z.object({ scoreLine: z.string(), phase: z.string() });
                        export type LiveActivityDisplayState = z.infer<typeof LiveActivityDisplayStateSchema>;
                        """),
                    .init(path: "ios/CricketWidget/Models/LiveActivityDisplayState.swift", code: """
                        struct LiveActivityDisplayState: Codable, Hashable { let scoreLine: String; let phase: String }
                        """),
                ]),
            // Two activities on the app's side, named apart from the backend's one: which pairs is unknown.
            Example("""
                export const liveActivityContentStateSchema = z.object({ homeScore: z.number(), possessionTeamId: z.string() });
                """, path: "backend/src/schemas/liveActivity.ts", trap: .lookAlike, companions: [
                    .init(path: "ios/MaulWidget/Models/MatchActivityAttributes.swift",
                          code: "struct MatchActivityAttributes: ActivityAttributes { struct ContentState: Codable, Hashable { let homeScore: Int } }"),
                    .init(path: "ios/MaulWidget/Models/SevensActivityAttributes.swift",
                          code: "struct SevensActivityAttributes: ActivityAttributes { struct ContentState: Codable, Hashable { let homeScore: Int } }"),
                ]),
            Example("""
                struct LiveActivityDisplayState: Codable, Hashable, Sendable {
                    let scoreLine: String
                    let phase: MatchPhase
                }
                """, path: "ios/CricketWidget/Models/LiveActivityDisplayState.swift", companions: [
                    .init(path: "backend/src/display/types.ts", code: """
                        export const LiveActivityDisplayStateSchema = z.object({ scoreLine: z.string(), phase: MatchPhaseSchema });
                        export type LiveActivityDisplayState = z.infer<typeof LiveActivityDisplayStateSchema>;
                        """),
                ]),
            // Another type that merely shares a field name is not the content state's mirror.
            Example("""
                struct LiveActivityDisplayState: Codable, Hashable { let scoreLine: String }
                """, path: "ios/CricketWidget/Models/LiveActivityDisplayState.swift", trap: .lookAlike, companions: [
                    .init(path: "backend/src/display/types.ts", code: "export interface MatchCardState { scoreLine: string; venue: string }\n"),
                ]),
            Example(#"let doc = "struct LiveActivityDisplayState { let overs: String }""#,
                    path: "ios/CricketWidget/Models/Notes.swift", trap: .inString, companions: [
                        .init(path: "backend/src/display/types.ts", code: "export interface LiveActivityDisplayState { scoreLine: string }\n"),
                    ]),
            Example("// struct LiveActivityDisplayState { let overs: String }", path: "ios/CricketWidget/Models/Notes.swift",
                    trap: .inComment, companions: [
                        .init(path: "backend/src/display/types.ts", code: "export interface LiveActivityDisplayState { scoreLine: string }\n"),
                    ]),
            Example("""
                struct ActivityContentState: Codable, Hashable { let scoreLine: String; let overs: String }
                """, path: "ios/CricketWidget/Models/ActivityContentState.swift", trap: .lookAlike,
                options: ["swiftTypes": .array([.string("LiveActivityDisplayState")])], companions: [
                    .init(path: "backend/src/display/types.ts", code: "export interface ActivityContentState { scoreLine: string }\n"),
                ]),
            // A schema beside the content state's that the app declares under another name: not paired.
            Example("""
                export const ScorecardSchema = z.object({ innings: z.number(), summary: z.string() });

                export const LiveActivityDisplayStateSchema = z.object({ scoreLine: z.string(), expanded: ExpandedSchema });
                export const ExpandedSchema = z.object({ headline: z.string() });
                """, path: "backend/src/schemas/liveActivity.ts", trap: .lookAlike, companions: [
                    .init(path: "ios/CricketWidget/Models/LiveActivityDisplayState.swift", code: """
                        struct LiveActivityDisplayState: Codable, Hashable {
                            let scoreLine: String
                            let expanded: ExpandedLine
                        }

                        struct ExpandedLine: Codable, Hashable { let headline: String; let lastPlay: String? }
                        """),
                ]),
            // A second Live Activity's state sharing the word ContentState and no field: another contract.
            Example("""
                export interface LiveActivityContentState {
                  matchId: string;
                  scoreText: string;
                  statusText: string;
                }
                """, path: "backend/src/schemas/liveActivity.schema.ts", trap: .lookAlike, companions: [
                    .init(path: "ios/CricketApp/Models/TournamentDayAttributes.swift", code: """
                        struct TournamentDayAttributes: ActivityAttributes, Hashable, Sendable {
                            struct ContentState: Codable, Hashable, Sendable {
                                let leadingText: String
                                let headline: String
                            }
                            let tournamentId: String
                        }
                        """),
                ]),
        ]) }
}
