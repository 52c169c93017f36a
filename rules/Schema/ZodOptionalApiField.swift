// Flags .optional() on API response fields, where the contract wants .nullable().

import UmpireCore
import UmpireRuleSupport

public struct ZodOptionalApiField: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "zod-optional-api-field", area: .schema, languages: [.typeScript], roles: [.backend],
        excludedRoles: [.test], severity: .warning,
        summary: "An API response field marked .optional() where .nullable() belongs",
        rationale: """
            The Swift models are generated from these schemas. `.nullable()` sends the key with \
            null, which the app decodes as nil; `.optional()` may leave the key out, which is \
            reserved for fields that depend on an `include` parameter. Mixing the two makes \
            "no value" and "not requested" look the same to the app.
            """,
        fix: "Use `.nullable()` for a field that may have no value; keep `.optional()` only for include-dependent fields, with a comment saying which include.",
        // Unsafe: `.nullable()` makes the key required, so a handler that leaves it out now fails
        // validation, and the generated Swift model changes; a field that depends on an include
        // wants a comment instead. A person should choose.
        fixes: .unsafe,
        options: [schemaFilesOption.declaration, nameSuffixesOption.declaration, requestWordsOption.declaration],
        limitations: """
            Schemas are seen when declared as `const NameSchema = …` with the fields written in \
            the declaration. The `include` comment must be on the field's line or directly above it. \
            APNs' own `aps` keys (`dismissal-date`, `stale-date`, `relevance-score`, …), which APNs \
            leaves out when unused, are left alone. \
            Whether a schema describes a response is read from its name: a schema of an incoming \
            event whose name has none of the requestWords (as whole camel-case words) is judged \
            as a response.
            """,
        triggering: [
            Example("""
                export const MatchResponseSchema = z.object({
                  matchId: z.string(),
                  result: z.string().↓optional(),
                  venue: z.object({ name: z.string(), city: z.string().↓optional() }),
                });
                """, path: "backend/src/schemas/matchSchema.ts", corrected: """
                export const MatchResponseSchema = z.object({
                  matchId: z.string(),
                  result: z.string().nullable(),
                  venue: z.object({ name: z.string(), city: z.string().nullable() }),
                });
                """),
            Example("""
                export const FollowSchema = z.object({ teamId: z.↓optional(z.string()) });
                """, path: "backend/src/schemas/followSchema.ts", corrected: """
                export const FollowSchema = z.object({ teamId: z.nullable(z.string()) });
                """),
            // A described field, a field of an array's objects, a field added with .extend().
            Example("""
                export const MatchItemSchema = z.object({
                  matchId: z.string(),
                  league: z.string(),
                  tossLine: z.string().↓optional().describe("Toss result, e.g. 'India won the toss and chose to bat'"),
                });
                """, path: "backend/src/schemas/hubSchema.ts", corrected: """
                export const MatchItemSchema = z.object({
                  matchId: z.string(),
                  league: z.string(),
                  tossLine: z.string().nullable().describe("Toss result, e.g. 'India won the toss and chose to bat'"),
                });
                """),
            Example("""
                export const ScorecardResponseSchema = z.object({
                  innings: z.array(
                    z.object({
                      battingTeam: z.string(),
                      declared: z.boolean().↓optional(),
                    }),
                  ),
                });
                """, path: "backend/src/schemas/scorecardSchema.ts", corrected: """
                export const ScorecardResponseSchema = z.object({
                  innings: z.array(
                    z.object({
                      battingTeam: z.string(),
                      declared: z.boolean().nullable(),
                    }),
                  ),
                });
                """),
            Example("""
                export const LiveMatchesResponseSchema = MatchListSchema.extend({
                  // Older matches have no cursor
                  nextCursor: z.string().↓optional(),
                });
                """, path: "backend/src/schemas/hubSchema.ts", corrected: """
                export const LiveMatchesResponseSchema = MatchListSchema.extend({
                  // Older matches have no cursor
                  nextCursor: z.string().nullable(),
                });
                """),
            // Already nullable: only the .optional() goes.
            Example("""
                export const MatchResponseSchema = z.object({ result: z.string().↓optional().nullable() });
                """, path: "backend/src/schemas/matchSchema.ts", corrected: """
                export const MatchResponseSchema = z.object({ result: z.string().nullable() });
                """),
            // API responses are also declared under src/contracts/.
            Example("""
                export const ScorecardResponseSchema = z.object({ matchId: z.string(), resultLine: z.string().↓optional() });
                """, path: "backend/src/contracts/scorecard.ts",
                options: ["schemaFiles": .array([.string("**/schemas/**"), .string("**/src/contracts/**")])], corrected: """
                export const ScorecardResponseSchema = z.object({ matchId: z.string(), resultLine: z.string().nullable() });
                """),
            // Response shapes here are named …Dto.
            Example("""
                export const InningsDto = z.object({ battingTeam: z.string(), declared: z.boolean().↓optional() });
                """, path: "backend/src/schemas/inningsSchema.ts",
                options: ["nameSuffixes": .array([.string("Response"), .string("Schema"), .string("Dto")])], corrected: """
                export const InningsDto = z.object({ battingTeam: z.string(), declared: z.boolean().nullable() });
                """),
        ],
        nonTriggering: [
            // APNs' own aps keys, which APNs leaves out when unused: a push payload mirrors them as optional.
            Example("""
                export const LiveActivityPayloadSchema = z.object({
                  aps: z.object({
                    timestamp: z.number().int(), // epoch seconds
                    "content-state": ContentStateSchema,
                    "dismissal-date": z.number().int().optional(), // epoch seconds, end events only
                    "stale-date": z.number().int().optional(),
                  }),
                });
                """, path: "backend/src/schemas/liveActivity.ts", trap: .lookAlike),
            Example("""
                export const MatchResponseSchema = z.object({
                  result: z.string().nullable(),
                  // Present only with ?include=scorecard.
                  scorecard: ScorecardSchema.optional(),
                  squads: SquadSchema.optional(), // include=squads
                });
                """, path: "backend/src/schemas/matchSchema.ts"),
            Example("""
                export const LiveMatchesResponseSchema = MatchListSchema.extend({
                  nextCursor: z.string().nullable().describe("Opaque cursor; null on the last page"),
                  // Only with ?include=commentary
                  commentary: CommentarySchema.optional(),
                });
                """, path: "backend/src/schemas/hubSchema.ts", trap: .lookAlike),
            Example("""
                export const FollowRequestSchema = z.object({ matchId: z.string(), teamId: z.string().optional() });
                """, path: "backend/src/schemas/followSchema.ts", trap: .lookAlike),
            Example("""
                export const MatchResponseSchema = z.object({ result: z.string().optional() });
                """, path: "backend/src/display/buildDisplayState.ts", trap: .lookAlike),
            Example("""
                export const ScoreStreamSchema = z.object({ matchId: z.string(), overs: z.string().optional() });
                export const FollowSqsSchema = z.object({ userId: z.string(), teamId: z.string().optional() });
                """, path: "backend/src/schemas/ingestSchema.ts", trap: .lookAlike),
            // A PATCH body: every field may be left out.
            Example("""
                export const AlertPrefsPatchSchema = z.object({ wickets: z.boolean().optional(), milestones: z.boolean().optional() });
                """, path: "backend/src/schemas/alertPrefsSchema.ts", trap: .lookAlike,
                options: ["requestWords": .array([.string("Request"), .string("Body"), .string("Event"), .string("Patch")])]),
            Example(#"export const hint = "MatchResponseSchema = z.object({ result: z.string().optional() })";"#,
                    path: "backend/src/schemas/matchSchema.ts", trap: .inString),
            Example("""
                export const MatchResponseSchema = z.object({
                  // result: z.string().optional(), replaced by nullable
                  result: z.string().nullable(),
                });
                """, path: "backend/src/schemas/matchSchema.ts", trap: .inComment),
        ]) }

    let files: RolePatterns
    let suffixes: [String]
    let requestWords: [String]

    static let schemaFilesOption = Option<RolePatterns>(RuleOption("schemaFiles", default: .array(["**/schemas/**"].map(JSONValue.string)), kind: .globs,
        help: "Files whose schemas are API responses."))
    static let nameSuffixesOption = Option<[String]>(RuleOption("nameSuffixes", default: .array(["Response", "Schema"].map(JSONValue.string)),
        help: "Endings of response schema names."))
    static let requestWordsOption = Option<[String]>(RuleOption("requestWords", default: .array(defaultRequestWords.map(JSONValue.string)),
        help: "Words in the names of request and incoming-event schemas (AWS event sources too), where optional fields are normal."))

    public init(options: RuleOptions) {
        files = options[Self.schemaFilesOption]
        suffixes = options[Self.nameSuffixesOption]
        requestWords = options[Self.requestWordsOption]
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        guard !context.isTestLike else { return }
        guard files.matches(context.rolePath) else { return }
        for i in file.topLevelTokens where file.kind(i) == .identifier {
            guard let keyword = file.previousSignificant(before: i), file.isOne(keyword, of: ["const", "let", "var"]),
                  let equals = file.nextSignificant(after: i), file.is(equals, "="), let first = file.nextSignificant(after: equals),
                  isResponseSchema(file.text(i)) else { continue }
            for j in file.expression(from: first) where isOptionalCall(j, in: file) {
                guard let key = fieldKey(of: j, in: file), !mentionsInclude(key, j, in: file),
                      !Self.apsKeys.contains(file.keyName(key) ?? "") else { continue }
                findings.report(file, at: j, Self.message, fix: fix(j, in: file))
            }
        }
    }

    /// `optional` renamed `nullable`; `.optional().nullable()` loses its `.optional()`.
    @_optimize(none)
    private func fix(_ call: Int, in file: SourceFile) -> Fix {
        if let open = file.nextSignificant(after: call), let close = file.partner(of: open),
           let dot = file.nextSignificant(after: close), file.kind(dot) == .dot,
           let next = file.nextSignificant(after: dot), file.isIdentifier(next, "nullable"),
           let before = file.previousSignificant(before: call), file.kind(before) == .dot {
            return Fix("Use .nullable()", .unsafe, edits: [file.replacing(before, through: close, with: "")])
        }
        return Fix("Use .nullable()", .unsafe, edits: [file.replacing(call, with: "nullable")])
    }

    static let message = "This response field is .optional(); use .nullable(), or say which include it depends on."

    /// Keys of APNs' own `aps` dictionary, which APNs defines as left out when unused
    /// (`dismissal-date` only on an end event): a push payload's schema mirrors them as optional.
    static let apsKeys: Set<String> = ["dismissal-date", "stale-date", "relevance-score", "interruption-level", "thread-id",
                                        "mutable-content", "content-available", "target-content-id", "sound", "badge", "alert",
                                        "timestamp", "event", "attributes-type", "attributes", "input-push-token", "input-push-channel"]

    static let defaultRequestWords = [
        "Request", "Body", "Query", "Params", "Input", "Args", "Event", "Record", "Message", "Trigger", "Webhook", "Attribute",
        // Incoming AWS events: streams, queues, topics, load balancers, resolvers, auth challenges.
        "Stream", "Sqs", "Sns", "Kinesis", "Firehose", "Alb", "Lattice", "Cognito", "AppSync", "Resolver", "Challenge",
        "EventBridge", "ApiGateway",
    ]

    private func isResponseSchema(_ name: String) -> Bool {
        suffixes.contains(where: name.hasSuffix) && !requestWords.contains { Self.containsWord(name, $0) }
    }

    /// Whether `word` occurs in `name` as a whole camel-case word (plural allowed): `Alb` in
    /// `AlbSchema` but not in `AlbumSchema`, `Event` in `MatchEventsSchema`.
    static func containsWord(_ name: String, _ word: String) -> Bool {
        let n = Array(name), w = Array(word)
        guard !w.isEmpty, n.count >= w.count else { return false }
        for start in 0...(n.count - w.count) where Array(n[start..<start + w.count]) == w {
            var end = start + w.count
            if end < n.count, n[end] == "s" { end += 1 }
            if end == n.count || n[end].isUppercase || n[end].isNumber { return true }
        }
        return false
    }

    /// `.optional()` or `z.optional(…)`.
    private func isOptionalCall(_ j: Int, in file: SourceFile) -> Bool {
        file.isIdentifier(j, "optional") && file.isMemberAccess(j) && file.kind(after: j) == .openParen
    }

    /// The object key whose value holds the call: `result` in `result: z.string().optional()`.
    private func fieldKey(of j: Int, in file: SourceFile) -> Int? {
        guard let brace = file.openers(around: j).first(where: { file.kind($0) == .openBrace }) else { return nil }
        return file.memberKeys(ofBrace: brace).first { key in key.value.map { $0.contains(j) } ?? false }?.token
    }

    private func mentionsInclude(_ key: Int, _ call: Int, in file: SourceFile) -> Bool {
        let comments = file.commentsOnLine(of: key) + file.commentsOnLine(of: call) + file.commentBlock(above: key)
        return comments.contains { file.text($0).lowercased().contains("include") }
    }
}
