// Flags interfaces and object types that restate a Zod schema instead of inferring from it.

import UmpireCore
import UmpireRuleSupport

public struct ZodDuplicateType: ProjectRule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "zod-duplicate-type", area: .backendTypeScript, languages: [.typeScript], roles: [.backend],
        excludedRoles: [.test], severity: .error,
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
        asks: """
            Does a hand-written `interface` or `type X = { … }` restate the fields of a Zod object \
            schema it could infer from? Field names are compared, at each file's top level, with a \
            `const XSchema = z.object({ … })` (or `strictObject`, `looseObject`) in the type's own \
            file or exported anywhere: a type named for the schema (`Follow` for `FollowSchema`, \
            or a request's `…Body`, `…Request`, `…Input`, `…Payload`, `…Params`) with at least \
            half its fields in it; a type annotating what `parse` or `parseAsync` of a schema in \
            its package returns, all its fields in it; a type of another name with exactly the \
            schema's fields, at least option `minimumSharedFields` (three); and, in the schema's \
            package, a part of it (all fields among the schema's, and five or more, two thirds of \
            it, or four or more under a name starting with the schema's). A schema of another \
            package counts only when the fields are identical: under the same name, or four or \
            more under another.
            """,
        whenUnknown: """
            A type is compared only with schemas the rule can read. A schema built with \
            `.extend()`, `.merge()` or a spread, declared inside a function, made with Zod under a \
            name not in option `zodNames`, or kept unexported in another file has no known fields, \
            and a type restating it is left alone; so is a type annotating a `parse` whose schema \
            the type's package does not declare.
            """,
        limitations: """
            A type given to what a schema's `parse` returns (`const body: FollowBody = \
            FollowBodySchema.parse(req.body)`) is a copy whenever its fields are among the \
            schema's, whatever their number. A generated file's schemas (`*.generated.ts`, or a \
            file headed "DO NOT EDIT") are compared with; its own types are the generator's and never \
            reported. \
            Schemas are seen when declared as `const XSchema = z.object({ … })`; schemas built \
            with .extend(), .merge() or spreads are not. A request's body named two ways (`type FollowBody` beside `FollowRequestSchema`, or \
            `…Input`, `…Payload`, `…Params`) has one name. A type with another name is matched \
            when its field names are exactly the schema's, or, in the schema's package, when they \
            are all among the schema's and number five or more, or three or more and at least two thirds of the schema's, or four or more and its name starts with the schema's (`ChaseLine` beside `ChaseSchema`) (a stored \
            row restating part of it; no fix is offered, the type may want a Pick). Only top-level schemas and types are \
            compared (one inside a function or a namespace is not). A schema in another file counts only \
            when it is exported, since a type cannot infer from a schema it cannot import. In \
            another package (the nearest package.json), a schema of the same name counts only \
            when the fields are all the same, and one of another name only when they are four or \
            more: a few field names recur across packages by chance.
            """,
        triggering: examples.triggering, nonTriggering: examples.nonTriggering) }

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
        // A generated file's schemas are what hand-written types restate; its own types are the
        // generator's, never reported.
        let generated = context.roles.contains(.generated)
        var declarations: [Declaration] = []
        for i in file.topLevelTokens where file.kind(i) == .identifier {
            if let brace = file.zodObject(declaredAt: i, zodNames: zodNames) {
                let exported = file.previousSignificant(before: i).flatMap { file.previousSignificant(before: $0) }
                    .map { file.is($0, "export") } ?? false
                var schema = declaration(exported ? .exportedSchema : .schema, at: i, brace, in: context)
                schema.zodName = file.nextSignificant(after: i).flatMap(file.nextSignificant(after:)).map(file.text)
                declarations.append(schema)
            } else if !generated, let brace = file.objectType(declaredAt: i) {
                var type = declaration(.type, at: i, brace, in: context)
                if let (span, exported) = replaceableSpan(name: i, brace: brace, in: file) {
                    type.replaceable = LocatedFix(Fix("Infer the type from its schema", .unsafe,
                                                      edits: [TextEdit(start: span.lowerBound, end: span.upperBound, replacement: "")]), in: file)
                    type.exported = exported
                }
                declarations.append(type)
            }
        }
        if !generated { declarations += parsedAnnotations(in: context) }
        return declarations.isEmpty ? nil : declarations
    }

    /// `const payload: TeamSwitchPayload = TeamSwitchBodySchema.parse(req.body)`: a hand-written
    /// type given to what a schema parses, however few its fields.
    private static let chema = Array("chema".utf8)
    /// `.parse(` and `.parseAsync(` both hold it.
    private static let dotParse = Array(".parse".utf8)

    private func parsedAnnotations(in context: RuleContext) -> [Declaration] {
        let file = context.file
        // `XSchema.parse(`: a schema's parse, not `JSON.parse(`. Most files name no schema: by bytes first.
        guard file.contains(bytes: Self.chema), file.contains(bytes: Self.dotParse), file.tokens.indices.contains(where: { i in
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
        var byStem = SchemaIndex<String>(), byRequestStem = SchemaIndex<String>(), byFields = SchemaIndex<Set<String>>()
        var byField: [String: [Int]] = [:]
        for (n, schema) in schemas.enumerated() {
            let exported = schema.kind == .exportedSchema
            byStem.add(Self.stem(schema.name).lowercased(), n, path: schema.anchor.path, exported: exported)
            if let request = Self.requestStem(Self.stem(schema.name)) {
                byRequestStem.add(request.lowercased(), n, path: schema.anchor.path, exported: exported)
            }
            byFields.add(schema.fields, n, path: schema.anchor.path, exported: exported)
            for field in schema.fields { byField[field, default: []].append(n) }
        }
        for type in all where type.kind == .type && !type.fields.isEmpty {
            // Another package's schema of the same name may share some fields by chance (a UI
            // package's `StatusReport` beside an email's): partial overlap counts within a package.
            // `type FollowBody` beside `FollowRequestSchema`: one request's body, named two ways.
            if let n = byStem.first(type.name.lowercased(), path: type.anchor.path)
                ?? Self.requestStem(type.name).flatMap({ byRequestStem.first($0.lowercased(), path: type.anchor.path) }),
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
            } else if let n = restatedPart(type, schemas: schemas, byField: byField) {
                findings.report(at: type.anchor, Self.message(type.name, schemas[n].name), fix: nil)
            }
        }
    }

    /// A schema of the type's package that has every field the type has, when those are most of
    /// the schema's or five or more: a stored row or a reply written out again (`type StoredGame
    /// = { gameId; status; inning; … }` beside `GameSchema`), a Pick of it at most.
    private func restatedPart(_ type: Declaration, schemas: [Declaration], byField: [String: [Int]]) -> Int? {
        guard type.fields.count >= max(minimumShared, Self.partFields.lowerBound),
              let rarest = type.fields.min(by: { (byField[$0]?.count ?? 0) < (byField[$1]?.count ?? 0) }) else { return nil }
        return byField[rarest]?.first { n in
            let schema = schemas[n]
            // One the type's file can see: its own, or one exported in its package.
            guard schema.package == type.package, schema.anchor.path == type.anchor.path || schema.kind == .exportedSchema else { return false }
            // `type ChaseLine = { target; runs; headline; requiredRate }` beside `ChaseSchema`: named
            // for the schema, four of its fields restated are a part of it (three may be a key:
            // `GameCacheKey` beside `GameSchema`).
            let stem = Self.stem(schema.name)
            let namedForSchema = stem.count >= 3 && type.name.hasPrefix(stem) && type.name != stem && type.fields.count > Self.partFields.lowerBound
            return type.fields.isSubset(of: schema.fields)
                && (namedForSchema || type.fields.count >= Self.partFields.upperBound || type.fields.count * 3 >= schema.fields.count * 2)
        }
    }

    /// A part of a schema restated: at least the first figure of fields, and most of the
    /// schema's or at least the second.
    static let partFields = 3...5

    /// `export type X = z.infer<typeof XSchema>;` in place of the type, when the schema is in
    /// the same file (nothing to import).
    @_optimize(none)
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

    /// `FollowBody`, `FollowRequest`, `FollowInput` → `Follow`: what a request's body is called
    /// varies; nil for another name.
    private static func requestStem(_ name: String) -> String? {
        for suffix in ["Body", "Request", "Input", "Payload", "Params"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return nil
    }

    /// `FollowSchema` → `Follow`; `followSchema` → `follow`.
    private static func stem(_ name: String) -> String {
        for suffix in ["Schema", "schema"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }
}
