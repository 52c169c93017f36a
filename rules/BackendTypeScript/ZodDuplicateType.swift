// Flags interfaces and object types that restate a Zod schema instead of inferring from it.

import UmpireCore
import UmpireRuleSupport

public struct ZodDuplicateType: ProjectRule {
    public static let description = RuleDescription(
        id: "zod-duplicate-type", area: .backendTypeScript, languages: [.typeScript], roles: [.backend],
        excludedRoles: [.test, .generated], severity: .error,
        summary: "An interface or object type that restates a Zod schema",
        rationale: """
            Zod schemas are the source of truth for the API contract: the Swift models are \
            generated from them. A hand-written interface with the same fields drifts the day \
            someone adds a field to the schema, and the compiler stays quiet because both still \
            type-check. `z.infer` keeps one definition.
            """,
        fix: "Delete the interface and export `type X = z.infer<typeof XSchema>` instead.",
        // Unsafe: where the two have drifted (an optional field, a wider union), the inferred
        // type differs from the hand-written one and the compiler shows where. Only a plain
        // interface or object type (no `extends`, no type parameters) whose schema is declared
        // in the same file is rewritten; a schema elsewhere would need an import a person places.
        fixes: .unsafe,
        options: [zodNamesOption.declaration, minimumSharedFieldsOption.declaration],
        limitations: """
            A type given to what a schema's `parse` returns (`const body: FollowBody = \
            FollowBodySchema.parse(req.body)`) is a copy whenever its fields are among the \
            schema's, whatever their number. \
            Schemas are seen when declared as `const XSchema = z.object({ … })`; schemas built \
            with .extend(), .merge() or spreads are not. A type with another name is matched only \
            when its field names are exactly the schema's. A schema in another file counts only \
            when it is exported, since a type cannot infer from a schema it cannot import. In \
            another package (the nearest package.json), a schema of the same name counts only \
            when the fields are all the same, and one of another name only when they are four or \
            more: a few field names recur across packages by chance.
            """,
        triggering: [
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
        ],
        nonTriggering: [
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
        ])

    let zodNames: [String]
    let minimumShared: Int

    static let zodNamesOption = Option<[String]>(RuleOption("zodNames", default: .array(["z"].map(JSONValue.string)),
        help: "Names Zod is imported as (`import { z } from \"zod\"`)."))
    static let minimumSharedFieldsOption = Option<Int>(RuleOption("minimumSharedFields", default: .number(3), kind: .integer(1...100),
        help: "Fewest fields a type of another name must have, all of them the same as a schema's, to count as a copy of it."))

    public init(options: RuleOptions) {
        zodNames = options[Self.zodNamesOption]
        minimumShared = max(1, options[Self.minimumSharedFieldsOption])
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {}

    /// A Zod object schema or a TypeScript object type, with its field names.
    public struct Declaration: Sendable {
        /// `annotation`: `const body: FollowBody = FollowBodySchema.parse(…)` — `name` is the
        /// type, `zodName` the schema that made the value.
        enum Kind { case schema, exportedSchema, type, annotation }
        let kind: Kind
        let name: String
        let fields: Set<String>
        let anchor: ProjectAnchor
        /// The package it belongs to (the nearest folder with a package.json).
        let package: String
        /// A schema: the name Zod has in its file (`z`). A type: its whole declaration, to be
        /// replaced by `type X = z.infer<…>`, when it is plain enough to be.
        var zodName: String? = nil
        var replaceable: LocatedFix? = nil
        var exported = false
    }

    public func facts(of context: RuleContext) -> [Declaration]? {
        let file = context.file
        guard !context.isTestLike else { return nil }
        var declarations: [Declaration] = []
        for i in file.tokens.indices where file.kind(i) == .identifier && file.enclosingOpener(of: i) == nil {
            if let brace = file.zodObject(declaredAt: i, zodNames: zodNames) {
                let exported = file.previousSignificant(before: i).flatMap { file.previousSignificant(before: $0) }
                    .map { file.is($0, "export") } ?? false
                var schema = declaration(exported ? .exportedSchema : .schema, at: i, brace, in: context)
                schema.zodName = file.nextSignificant(after: i).flatMap(file.nextSignificant(after:)).map(file.text)
                declarations.append(schema)
            } else if let brace = file.objectType(declaredAt: i) {
                var type = declaration(.type, at: i, brace, in: context)
                if let (span, exported) = replaceableSpan(name: i, brace: brace, in: file) {
                    type.replaceable = LocatedFix(Fix("Infer the type from its schema", .unsafe,
                                                      edits: [TextEdit(start: span.lowerBound, end: span.upperBound, replacement: "")]), in: file)
                    type.exported = exported
                }
                declarations.append(type)
            }
        }
        declarations += parsedAnnotations(in: context)
        return declarations.isEmpty ? nil : declarations
    }

    /// `const payload: TeamSwitchPayload = TeamSwitchBodySchema.parse(req.body)`: a hand-written
    /// type given to what a schema parses, however few its fields.
    private func parsedAnnotations(in context: RuleContext) -> [Declaration] {
        let file = context.file
        // `XSchema.parse(`: a schema's parse, not `JSON.parse(`.
        guard file.tokens.indices.contains(where: { i in
            guard file.kind(i) == .identifier, file.isOne(i, of: ["parse", "parseAsync"]), file.isMemberAccess(i),
                  let dot = file.previousSignificant(before: i), let receiver = file.previousSignificant(before: dot) else { return false }
            return file.kind(receiver) == .identifier && file.contains(receiver, "chema")
        }) else { return [] }
        let tree = file.syntax
        var found: [Declaration] = []
        for binding in tree.descendants(tree.root) where tree.kind(binding) == .binding {
            guard let type = tree.child(binding, .type), let value = tree.children(binding).first(where: { tree.kind($0) == .call || tree.kind($0) == .prefix }) else { continue }
            var call = value
            if tree.kind(call) == .prefix, let inner = tree.firstChild(call) { call = inner } // `await Schema.parseAsync(…)`
            guard tree.kind(call) == .call, ["parse", "parseAsync"].contains(tree.nameText(call)),
                  let callee = tree.firstChild(call), tree.kind(callee) == .member, let schema = tree.firstChild(callee),
                  tree.kind(schema) == .name else { continue }
            let anchor = ProjectAnchor(context, at: Int(tree[type].first), identity: "annotation")
            found.append(Declaration(kind: .annotation, name: tree.nameText(type), fields: [], anchor: anchor, package: "",
                                     zodName: tree.nameText(schema)))
        }
        return found
    }

    public func check(project files: [FileFacts<[Declaration]>], into findings: inout ProjectFindingSink) {
        let all = files.flatMap(\.facts)
        let schemas = all.filter { $0.kind == .schema || $0.kind == .exportedSchema }
        // Types given to a schema's parsed value, by type name: the schema's name.
        var parsedAs: [String: String] = [:]
        for annotation in all where annotation.kind == .annotation { parsedAs[annotation.name] = annotation.zodName }
        guard !schemas.isEmpty else { return }
        // Indexed once, so thousands of types and schemas are never compared pairwise. A type may
        // use its own file's schemas and those exported anywhere; the first in file order wins.
        var byStem = SchemaIndex<String>(), byFields = SchemaIndex<Set<String>>()
        for (n, schema) in schemas.enumerated() {
            let exported = schema.kind == .exportedSchema
            byStem.add(Self.stem(schema.name).lowercased(), n, path: schema.anchor.path, exported: exported)
            byFields.add(schema.fields, n, path: schema.anchor.path, exported: exported)
        }
        for type in all where type.kind == .type && !type.fields.isEmpty {
            // Another package's schema of the same name may share some fields by chance (a UI
            // package's `StatusReport` beside an email's): partial overlap counts within a package.
            if let n = byStem.first(type.name.lowercased(), path: type.anchor.path),
               type.fields.intersection(schemas[n].fields).count * 2 >= type.fields.count,
               schemas[n].package == type.package || schemas[n].fields == type.fields {
                findings.report(at: type.anchor, Self.message(type.name, schemas[n].name), fix: fix(type, schemas[n]))
            } else if let schemaName = parsedAs[type.name],
                      let schema = schemas.first(where: { $0.name == schemaName && $0.package == type.package }),
                      type.fields.isSubset(of: schema.fields) {
                findings.report(at: type.anchor, Self.message(type.name, schema.name), fix: fix(type, schema))
            } else if type.fields.count >= minimumShared, let n = byFields.first(type.fields, path: type.anchor.path),
                      schemas[n].package == type.package || type.fields.count >= Self.crossPackageFields {
                findings.report(at: type.anchor, Self.message(type.name, schemas[n].name), fix: fix(type, schemas[n]))
            }
        }
    }

    /// `export type X = z.infer<typeof XSchema>;` in place of the type, when the schema is in
    /// the same file (nothing to import).
    private func fix(_ type: Declaration, _ schema: Declaration) -> LocatedFix? {
        guard let replaceable = type.replaceable, let zod = schema.zodName, schema.anchor.path == type.anchor.path else { return nil }
        let text = (type.exported ? "export " : "") + "type \(type.name) = \(zod).infer<typeof \(schema.name)>;"
        return replaceable.replacing(title: "Use z.infer<typeof \(schema.name)>", texts: [text])
    }

    /// From `export`/`interface`/`type` through the closing brace (and its `;`), for a plain
    /// declaration: no `extends`, no type parameters, nothing else on its lines.
    private func replaceableSpan(name: Int, brace: Int, in file: SourceFile) -> (Range<ByteOffset>, exported: Bool)? {
        guard let keyword = file.previousSignificant(before: name), let close = file.partner(of: brace) else { return nil }
        // Between the name and the brace: nothing for an interface, `=` for a type.
        var between = file.nextSignificant(after: name)
        if file.is(keyword, "type") { between = between.flatMap(file.nextSignificant(after:)) }
        guard between == brace else { return nil }
        var start = keyword, exported = false
        if let before = file.previousSignificant(before: keyword), file.is(before, "export") {
            start = before
            exported = true
        } else if let before = file.previousSignificant(before: keyword), file.isOne(before, of: ["declare", "default"]) {
            return nil
        }
        var end = close
        if let after = file.nextSignificant(after: close), file.kind(after) == .semicolon { end = after }
        return (file.tokens[start].start..<file.tokens[end].end, exported)
    }

    /// The first schema with a key, among those a file can see: its own and every exported one.
    private struct SchemaIndex<Key: Hashable> {
        var exported: [Key: Int] = [:]
        var local: [String: [Key: Int]] = [:]

        mutating func add(_ key: Key, _ n: Int, path: String, exported isExported: Bool) {
            if isExported, exported[key] == nil { exported[key] = n }
            if local[path, default: [:]][key] == nil { local[path, default: [:]][key] = n }
        }

        func first(_ key: Key, path: String) -> Int? {
            [exported[key], local[path]?[key]].compactMap { $0 }.min()
        }
    }

    /// Fields a type must share, all of them, with another package's schema of another name:
    /// `{ ok, count, day }` recurs by chance across packages.
    static let crossPackageFields = 4

    static func message(_ type: String, _ schema: String) -> String {
        "\(type) restates the Zod schema \(schema); use z.infer<typeof \(schema)> instead."
    }

    // MARK: - Declarations

    private func declaration(_ kind: Declaration.Kind, at name: Int, _ brace: Int, in context: RuleContext) -> Declaration {
        let file = context.file
        let text = file.text(name)
        return Declaration(kind: kind, name: text, fields: Set(file.memberKeys(ofBrace: brace).map(\.name)),
                           anchor: ProjectAnchor(context, at: name, identity: text), package: context.projectRoot)
    }

    /// `FollowSchema` → `Follow`; `followSchema` → `follow`.
    private static func stem(_ name: String) -> String {
        for suffix in ["Schema", "schema"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }
}
