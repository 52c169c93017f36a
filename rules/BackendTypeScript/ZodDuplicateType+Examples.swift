// Examples for zod-duplicate-type.

import UmpireCore
import UmpireRuleSupport

extension ZodDuplicateType {
    static let examples: (triggering: [Example], nonTriggering: [Example]) = (
        triggering: [
            // The route calls the body what the schema calls the request: one thing, two names.
            Example("""
                export const TossCallRequestSchema = z.object({ matchId: z.string(), captainId: z.string() });
                type ↓TossCallBody = { matchId: string; captainId: string };
                """, path: "backend/src/routes/toss.ts", corrected: """
                export const TossCallRequestSchema = z.object({ matchId: z.string(), captainId: z.string() });
                type TossCallBody = z.infer<typeof TossCallRequestSchema>;
                """),
            // One field, another name: the annotation on what the schema parses says it is a copy.
            Example("""
                const TeamSwitchBodySchema = z.object({ teamId: z.string().min(1) });
                type ↓TeamSwitchPayload = { teamId: string };
                userRouter.put("/user/follow/team", async (req, res) => {
                  const payload: TeamSwitchPayload = TeamSwitchBodySchema.parse(req.body);
                  res.json(payload);
                });
                """, path: "backend/src/routes/user.ts", corrected: """
                const TeamSwitchBodySchema = z.object({ teamId: z.string().min(1) });
                type TeamSwitchPayload = z.infer<typeof TeamSwitchBodySchema>;
                userRouter.put("/user/follow/team", async (req, res) => {
                  const payload: TeamSwitchPayload = TeamSwitchBodySchema.parse(req.body);
                  res.json(payload);
                });
                """),
            Example("""
                export const FollowSchema = z.object({
                  userId: z.string(),
                  matchId: z.string(),
                  teamId: z.string().nullable(),
                });

                export interface ↓Follow {
                  userId: string;
                  matchId: string;
                  teamId: string | null;
                }
                """, corrected: """
                export const FollowSchema = z.object({
                  userId: z.string(),
                  matchId: z.string(),
                  teamId: z.string().nullable(),
                });

                export type Follow = z.infer<typeof FollowSchema>;
                """),
            Example("""
                import type { Device } from "../schemas/deviceSchema";

                type ↓DeviceRecord = {
                  userId: string;
                  deviceToken: string;
                  platform: "ios";
                };
                """, path: "backend/src/stores/deviceStore.ts",
                companions: [.init(path: "backend/src/schemas/deviceSchema.ts", code: """
                    export const DeviceSchema = z.object({ userId: z.string(), deviceToken: z.string(), platform: z.literal("ios") });
                    """)]),
            // A type alias over a chained schema; an interface extending a base; a store's row type.
            Example("""
                export const FollowResponseSchema = z
                  .object({
                    matchId: z.string(),
                    status: z.enum(["following", "not_following"]),
                    teamId: z.string().nullable(),
                  })
                  .strict();

                export type ↓FollowResponse = {
                  matchId: string;
                  status: "following" | "not_following";
                  teamId?: string | null;
                };
                """, path: "backend/src/schemas/followSchema.ts", corrected: """
                export const FollowResponseSchema = z
                  .object({
                    matchId: z.string(),
                    status: z.enum(["following", "not_following"]),
                    teamId: z.string().nullable(),
                  })
                  .strict();

                export type FollowResponse = z.infer<typeof FollowResponseSchema>;
                """),
            Example("""
                export const scheduleResponseSchema = z.object({ leagues: z.array(LeagueGroupSchema), generatedAt: z.string() });

                export interface ↓ScheduleResponse extends ApiEnvelope {
                  leagues: LeagueGroup[];
                  generatedAt: string;
                }
                """, path: "backend/src/schemas/scheduleSchema.ts"),
            Example("""
                import { ActivitySubscriptionSchema } from "../schemas/subscriptionSchema";

                interface ↓SubscriptionRow {
                  matchId: string;
                  userId: string;
                  pushToken: string;
                  expiresAt: number;
                }
                """, path: "backend/src/stores/activitySubscriptionStore.ts",
                companions: [.init(path: "backend/src/schemas/subscriptionSchema.ts", code: """
                    export const ActivitySubscriptionSchema = z.object({
                      matchId: z.string(),
                      userId: z.string(),
                      pushToken: z.string(),
                      expiresAt: z.number(),
                    });
                    """)]),
            // Zod imported under its own name.
            Example("""
                import * as zod from "zod";

                export const InningsSchema = zod.object({ battingTeam: zod.string(), runs: zod.number(), wickets: zod.number() });

                export interface ↓Innings {
                  battingTeam: string;
                  runs: number;
                  wickets: number;
                }
                """, options: ["zodNames": .array([.string("z"), .string("zod")])], corrected: """
                import * as zod from "zod";

                export const InningsSchema = zod.object({ battingTeam: zod.string(), runs: zod.number(), wickets: zod.number() });

                export type Innings = zod.infer<typeof InningsSchema>;
                """),
            // Two shared fields are enough to count as a copy.
            Example("""
                export const MatchKeySchema = z.object({ matchId: z.string(), inningsNo: z.number() });
                interface ↓InningsRef { matchId: string; inningsNo: number }
                """, options: ["minimumSharedFields": .number(2)], corrected: """
                export const MatchKeySchema = z.object({ matchId: z.string(), inningsNo: z.number() });
                type InningsRef = z.infer<typeof MatchKeySchema>;
                """),
            // A stored row that writes out most of a reply's schema again, in another file of its package.
            Example("""
                import type { StandingsRow } from "../schemas/standings";

                export interface ↓StandingsRecord {
                  teamId: string;
                  division: string;
                  wins: number;
                  losses: number;
                  streakText: string;
                }
                """, path: "backend/src/stores/standingsStore.ts", companions: [.init(path: "backend/src/schemas/standings.ts", code: """
                    import { z } from "zod";

                    export const StandingsRowSchema = z.object({
                      teamId: z.string(),
                      division: z.string(),
                      wins: z.number().int(),
                      losses: z.number().int(),
                      streakText: z.string(),
                      clinched: z.boolean(),
                    });
                    """)]),
            // Named for the schema, four of its nine fields restated in the route types' file.
            Example("""
                export type ↓ChaseLine = {
                  target: number;
                  runs: number;
                  headline: string;
                  requiredRate: number;
                };
                """, path: "backend/src/types/api.types.ts", companions: [.init(path: "backend/src/schemas/fixture.schema.ts", code: """
                    import { z } from "zod";

                    export const ChaseSchema = z.object({
                      target: z.number().int().positive(),
                      runs: z.number().int().nonnegative(),
                      headline: z.string(),
                      targetText: z.string(),
                      parScoreText: z.string().nullable(),
                      requiredRate: z.number(),
                      requiredRateText: z.string(),
                      oversText: z.string(),
                      ballsLeft: z.number().int(),
                    });
                    """)]),
        ],
        nonTriggering: [
            // Named for the schema, but the card's own state beside two of its fields: not a copy.
            Example("""
                export type ChaseCard = { target: number; runs: number; isExpanded: boolean; accent: string };
                """, path: "backend/src/types/api.types.ts", trap: .lookAlike, companions: [.init(path: "backend/src/schemas/fixture.schema.ts", code: """
                    import { z } from "zod";

                    export const ChaseSchema = z.object({ target: z.number(), runs: z.number(), headline: z.string(), oversText: z.string() });
                    """)]),
            // A reply is not the request, whatever they share.
            Example("""
                export const TossCallRequestSchema = z.object({ matchId: z.string(), captainId: z.string() });
                type TossCallResponse = { matchId: string; captainId: string; call: "heads" | "tails" };
                type TossCallInput = { venueId: string; umpireIds: string[]; matchId: string };
                """, path: "backend/src/routes/toss.ts", trap: .lookAlike),
            // The parsed value typed by inference, and a one-field type nothing parses into.
            Example("""
                const TeamSwitchBodySchema = z.object({ teamId: z.string().min(1) });
                type TeamRef = { teamId: string };
                const payload: z.infer<typeof TeamSwitchBodySchema> = TeamSwitchBodySchema.parse(req.body);
                """, path: "backend/src/routes/user.ts", trap: .lookAlike),
            Example("""
                export const FollowSchema = z.object({ userId: z.string(), matchId: z.string() });
                export type Follow = z.infer<typeof FollowSchema>;
                """),
            Example("""
                export const FollowSchema = z.object({ userId: z.string(), matchId: z.string(), teamId: z.string() });
                interface FollowKey { userId: string; matchId: string }
                """, trap: .lookAlike),
            Example("""
                export const MatchSchema = z.object({ matchId: z.string(), status: z.string() });
                interface Match { pk: string; sk: string; ttl: number }
                """, trap: .lookAlike),
            Example("""
                interface Team { code: string; name: string; flagEmoji: string }
                """, trap: .lookAlike, companions: [.init(path: "backend/src/admin/seedTeams.ts", code: """
                    const TeamSchema = z.object({ code: z.string(), name: z.string(), flagEmoji: z.string() });
                    """)]),
            // The stored row adds its keys to the inferred type.
            Example("""
                export const FollowSchema = z.object({ userId: z.string(), matchId: z.string(), teamId: z.string().nullable() });
                export type Follow = z.infer<typeof FollowSchema>;

                interface FollowRecord extends Follow {
                  pk: string;
                  sk: string;
                  ttl: number;
                }
                """, path: "backend/src/stores/followStore.ts", trap: .lookAlike),
            Example(#"const hint = "interface Follow { userId: string } restates FollowSchema";"#, trap: .inString),
            Example("""
                export const FollowSchema = z.object({ userId: z.string(), matchId: z.string() });
                // interface Follow { userId: string; matchId: string } was replaced by z.infer
                """, trap: .inComment),
            // Three of a large schema's fields, kept for a cache key: not a copy of the schema.
            Example("""
                export interface GameCacheKey {
                  gameId: string;
                  status: string;
                  inning: number;
                }
                """, path: "backend/src/stores/gameCache.ts", trap: .lookAlike, companions: [.init(path: "backend/src/schemas/game.ts", code: """
                    import { z } from "zod";

                    export const GameSchema = z.object({
                      gameId: z.string(),
                      status: z.string(),
                      inning: z.number().int(),
                      isTopHalf: z.boolean(),
                      awayRuns: z.number().int(),
                      homeRuns: z.number().int(),
                      venue: z.string(),
                    });
                    """)]),
        ])
}
