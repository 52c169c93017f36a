// Flags a Live Activity content state whose backend and app declarations have different fields.

import UmpireCore
import UmpireRuleSupport

public struct ContentStateMirror: ProjectRule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "content-state-mirror", area: .apnsContract, languages: [.swift, .typeScript],
        excludedRoles: [.test], severity: .error,
        summary: "A Live Activity content state whose backend and app fields differ",
        rationale: """
            The backend sends a Live Activity's content-state as JSON and the widget decodes it \
            into its ContentState. A field the app declares but the backend does not send makes \
            decoding fail, and the activity freezes on the last good update; a field the backend \
            sends but the app does not declare is silently dropped. The two declarations must \
            list the same fields.
            """,
        fix: "Give both declarations the same fields: change the Zod schema and regenerate the Swift model.",
        options: [swiftTypesOption.declaration],
        triggerWords: ["ContentState", "LiveActivityDisplayState", "LiveActivityContentState", "object", "interface", "type"] + builderNames,
        limitations: """
            A backend declaration is paired with a Swift type by name, when the two share a field \
            (two states that share only a word of their names are two contracts): a Zod object schema, an \
            interface or an object type named like the Swift type (`LiveActivityDisplayState`, \
            `LiveActivityDisplayStateSchema`) or, for a `ContentState` nested in attributes, like \
            the attributes with `ContentState` (`ScoreActivityContentState`, or `ScoreContentState` for \
            `ScoreActivityAttributes`); named apart, they are \
            paired when the run has one of that kind on each side, or, the states paired by name set \
            aside, the one left on each side whatever its name (`LiveActivityDisplayState` and \
            `LiveActivityContentStateSchema`; `StageActivityAttributes.ContentState` and \
            `LiveActivityContentStateSchema` beside a `TimeTrial…` pair). Each field one side \
            declares and the other lacks is reported where it is declared (a field found under no \
            declaration of its own, at the type). Only one declaration \
            on each side is compared: its top-level fields, and those of a struct the Swift content \
            state holds and its file declares (`expanded: LiveActivityExpanded`), paired with the \
            backend's declaration of the same name beside the content state's \
            (`LiveActivityExpandedSchema`), with Swift CodingKeys' raw values read. A function named for building the content state (`toContentState`, `buildContentState`, `makeContentState`, `contentStateFor`…) that returns an object literal with every key written is read as what the backend sends: each key the app's state does not decode is reported at its line and the fields it leaves out at the function, paired with the Swift state it shares most keys with (at least half of its own). Another untyped object literal is not seen, but one that spreads a value whose declared type pairs with the app's (`{ ...state, serverName }`, `state: LiveActivityDisplayState`) is read for the keys it adds.
            """,
        triggering: examples.triggering, nonTriggering: examples.nonTriggering) }

    let swiftTypes: [String]
    let loweredSwiftTypes: [String]
    /// Each type name as written in Swift and in camel-case TypeScript.
    let namePatterns: [[UInt8]]

    static let swiftTypesOption = Option<[String]>(RuleOption("swiftTypes", default: .array(["LiveActivityDisplayState", "LiveActivityContentState", "ContentState"].map(JSONValue.string)),
        help: "Swift types that decode a content-state (a type of this name, or nested under this name)."))

    public init(options: RuleOptions) {
        swiftTypes = options[Self.swiftTypesOption]
        loweredSwiftTypes = swiftTypes.map { $0.lowercased() }
        // A name without its first letter finds `ContentState` and `contentStateSchema` in one
        // pass over the bytes.
        // A name holding another (`LiveActivityContentState`, `ContentState`) needs no search of its own.
        let stems = swiftTypes.map { String($0.count > 1 ? $0.dropFirst() : Substring($0)) }
        namePatterns = stems.filter { stem in !stems.contains { $0 != stem && stem.contains($0) } }.map { Array($0.utf8) }
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {}

    /// Only a file naming a content state can declare one (as `facts(of:)` asks first).
    public var bytesGate: (@Sendable (UnsafeBufferPointer<UInt8>) -> Bool)? {
        let patterns = namePatterns
        return { bytes in patterns.contains { ByteSearch.find($0, in: bytes) != nil } }
    }

    /// One side of the contract: a declaration's names it can be paired by, and its fields.
    public struct Declaration: Sendable {
        let isSwift: Bool
        /// Names to pair on, lower-cased: `livectivitydisplaystate`, `scoreactivitycontentstate`.
        let keys: [String]
        let name: String
        /// Which of the configured types it is (`contentstate`, `liveactivitydisplaystate`).
        let kind: String
        let fields: Set<String>
        let anchor: ProjectAnchor
        /// Where each field is declared (by its JSON key): a field one side has and the other
        /// lacks is reported at its line.
        var fieldAnchors: [String: ProjectAnchor] = [:]
        /// A payload's content state written as a declared value spread with more keys
        /// (`'content-state': { ...state, serverName }`, `state: LiveActivityDisplayState`): the
        /// keys it adds, which the app must decode too. `keys` name the spread value's type.
        var isSpreadPayload = false
        /// A function that writes the whole content state as an object literal (`toContentState`).
        var isBuilder = false
    }

    public func facts(of context: RuleContext) -> [Declaration]? {
        let file = context.file
        // Only a file naming a content state can declare one (`ContentState`, `contentStateSchema`).
        guard namePatterns.contains(where: { file.contains(bytes: $0) }) else { return nil }
        let found = file.language == .swift ? swiftDeclarations(in: context) : typeScriptDeclarations(in: context)
        return found.isEmpty ? nil : found
    }

    public func check(project files: [FileFacts<[Declaration]>], into findings: inout ProjectFindingSink) {
        let declared = files.flatMap(\.facts)
        let payloads = declared.filter(\.isSpreadPayload)
        let all = declared.filter { !$0.isSpreadPayload && !$0.isBuilder }
        let backend = all.filter { !$0.isSwift }
        // Named apart (`MatchActivityAttributes.ContentState` and `liveActivityContentStateSchema`):
        // paired when the run has one content state of that kind on each side, as one product does.
        let isState = { (declaration: Declaration) in declaration.kind != Self.nestedKind }
        // By elimination, whichever name each side took (`LiveActivityDisplayState` and
        // `LiveActivityContentStateSchema`): with the states paired by name set aside, one left on each side.
        let byName = { (app: Declaration) in backend.filter { !Set($0.keys).isDisjoint(with: app.keys) && isState($0) } }
        let swiftStates = all.filter { $0.isSwift && isState($0) }
        let candidates = swiftStates.map { (app: $0, sent: byName($0)) }
        let pairedByName = Set(candidates.compactMap { $0.sent.count == 1 ? $0.sent[0].name : nil })
        let leftInSwift = Set(candidates.filter { $0.sent.isEmpty }.map(\.app.name))
        let leftInBackend = backend.filter { isState($0) && !pairedByName.contains($0.name) }
        for app in all where app.isSwift {
            var matches = backend.filter { !Set($0.keys).isDisjoint(with: app.keys) && isState($0) == isState(app) }
            if matches.isEmpty, isState(app) {
                let sameKind = backend.filter { $0.kind == app.kind }
                if sameKind.count == 1, Set(all.filter { $0.isSwift && $0.kind == app.kind }.map(\.name)).count == 1 { matches = sameKind }
                if matches.isEmpty, leftInSwift == [app.name], leftInBackend.count == 1 { matches = leftInBackend }
            }
            // Two states that share a name's word and no field (a tournament's ContentState and
            // the match's LiveActivityContentState) are two contracts, not one drifted apart.
            guard matches.count == 1, let sent = matches.first, !app.fields.isDisjoint(with: sent.fields) else { continue }
            let missing = app.fields.subtracting(sent.fields).sorted()
            let extra = sent.fields.subtracting(app.fields).sorted()
            // Each field at its own line, where it is changed; those without one, together.
            for (anchor, fields) in Self.byAnchor(missing, app) { findings.report(at: anchor, Self.appMessage(app.name, fields, sent.name)) }
            for (anchor, fields) in Self.byAnchor(extra, sent) { findings.report(at: anchor, Self.backendMessage(sent.name, fields, app.name)) }
            // A payload that sends the declared state and more: what it adds must be decoded too.
            for payload in payloads where !Set(payload.keys).isDisjoint(with: sent.keys) {
                let added = payload.fields.subtracting(app.fields).subtracting(sent.fields).sorted()
                guard let first = added.first else { continue }
                findings.report(at: payload.fieldAnchors[first] ?? payload.anchor, Self.payloadMessage(added, app.name))
            }
        }
        checkBuilders(declared.filter(\.isBuilder), against: swiftStates, into: &findings)
    }

    /// The fields grouped by where to report them: each at its declaration, the rest at the type.
    private static func byAnchor(_ fields: [String], _ declaration: Declaration) -> [(ProjectAnchor, [String])] {
        let placed = fields.compactMap { field in declaration.fieldAnchors[field].map { ($0, [field]) } }
        let unplaced = fields.filter { declaration.fieldAnchors[$0] == nil }
        return placed + (unplaced.isEmpty ? [] : [(declaration.anchor, unplaced)])
    }

    static func payloadMessage(_ fields: [String], _ app: String) -> String {
        "This content-state adds \(Wording.list(fields)) to the state it spreads, which \(app) does not decode; add the fields to the schema and the app's model, or drop them."
    }

    static func appMessage(_ name: String, _ fields: [String], _ backend: String) -> String {
        "\(name) decodes \(Wording.list(fields)), which \(backend) does not send, so decoding fails; make the fields match."
    }

    static func backendMessage(_ name: String, _ fields: [String], _ app: String) -> String {
        "\(name) sends \(Wording.list(fields)), which \(app) does not decode; make the fields match."
    }

    // MARK: - Swift

    private func swiftDeclarations(in context: RuleContext) -> [Declaration] {
        let file = context.file
        let types = file.swiftTypeDeclarations()
        let declared = context.declaredTypes()
        var result: [Declaration] = []
        for (n, type) in types.enumerated() where type.kind == .struct {
            let qualified = declared[n].name
            let parts = qualified.split(separator: ".").map(String.init)
            guard let last = parts.last, swiftTypes.contains(last) else { continue }
            let fields = decodedKeys(of: declared[n], type, in: file)
            // `ScoreActivityAttributes.ContentState` pairs with `ScoreActivityContentState` too,
            // and with `ScoreContentState`: the attributes named for what the activity follows.
            var keys = [last.lowercased(), parts.joined().lowercased()]
            if parts.count > 1 {
                let owner = parts[parts.count - 2].replacingOccurrences(of: "Attributes", with: "")
                keys.append((owner + last).lowercased())
                for suffix in ["LiveActivity", "Activity"] where owner.hasSuffix(suffix) && owner.count > suffix.count {
                    keys.append((owner.dropLast(suffix.count) + last).lowercased())
                    break
                }
            }
            result.append(Declaration(isSwift: true, keys: keys, name: qualified, kind: last.lowercased(), fields: fields,
                                      anchor: ProjectAnchor(context, at: type.name, identity: qualified),
                                      fieldAnchors: fieldAnchors(of: declared[n], type, named: qualified, in: context)))
            // `let expanded: LiveActivityExpanded`, declared in the same file: decoded with the state.
            for member in declared[n].members where member.kind == .storedProperty && !member.isStatic {
                guard let shape = member.type, !shape.isCollection,
                      let m = types.indices.first(where: { types[$0].kind == .struct && declared[$0].name == shape.name }) else { continue }
                result.append(Declaration(isSwift: true, keys: [shape.name.lowercased()], name: shape.name, kind: Self.nestedKind,
                                          fields: decodedKeys(of: declared[m], types[m], in: file),
                                          anchor: ProjectAnchor(context, at: types[m].name, identity: shape.name),
                                          fieldAnchors: fieldAnchors(of: declared[m], types[m], named: shape.name, in: context)))
            }
        }
        return result
    }

    /// A struct a content state holds (`compact: LiveActivityCompact`): paired by its name only.
    static let nestedKind = "nested"

    /// Where a struct declares each field it decodes, by JSON key: the `let` the finding names.
    private func fieldAnchors(of declared: DeclaredType, _ type: SwiftTypeDeclaration, named name: String,
                              in context: RuleContext) -> [String: ProjectAnchor] {
        guard let open = type.bodyOpen, let close = type.bodyClose else { return [:] }
        let tree = context.file.syntax
        let raw = Dictionary(codingKeys(of: type, in: context.file), uniquingKeysWith: { first, _ in first })
        var anchors: [String: ProjectAnchor] = [:]
        for member in declared.members where member.kind == .storedProperty && !member.isStatic {
            // The struct's own binding, not one of a type nested in it.
            guard let binding = tree.bindings(named: member.name).first(where: { binding in
                let token = Int(tree[binding].name)
                return token > open && token < close
                    && tree.ancestors(binding).first(where: { tree.kind($0) == .typeDeclaration }).map { Int(tree[$0].name) } == type.name
            }) else { continue }
            anchors[raw[member.name] ?? member.name] = ProjectAnchor(context, at: Int(tree[binding].name), identity: name + "." + member.name)
        }
        return anchors
    }

    /// The JSON keys a struct decodes: its stored properties, under their CodingKeys' raw values.
    private func decodedKeys(of declared: DeclaredType, _ type: SwiftTypeDeclaration, in file: SourceFile) -> Set<String> {
        var keys = Set(declared.members.filter { $0.kind == .storedProperty && !$0.isStatic }.map(\.name))
        for (key, raw) in codingKeys(of: type, in: file) where keys.contains(key) {
            keys.remove(key)
            keys.insert(raw)
        }
        return keys
    }

    /// `case scoreLine = "score_line"` of a nested `CodingKeys` enum: the JSON key of a field.
    private func codingKeys(of type: SwiftTypeDeclaration, in file: SourceFile) -> [(String, String)] {
        guard let keys = file.swiftTypeDeclarations().first(where: { t in
            t.kind == .enum && file.is(t.name, "CodingKeys") && (t.keyword > (type.bodyOpen ?? .max)) && (t.keyword < (type.bodyClose ?? 0))
        }), let open = keys.bodyOpen, let close = keys.bodyClose else { return [] }
        var result: [(String, String)] = []
        var k = open
        while k < close {
            if file.kind(k) == .identifier, let equals = file.nextSignificant(after: k), file.is(equals, "="),
               let literal = file.nextSignificant(after: equals), file.kind(literal) == .stringStart {
                result.append((file.text(k), file.literalText(ofStringAt: literal)))
            }
            k += 1
        }
        return result
    }

    // MARK: - TypeScript

    private func typeScriptDeclarations(in context: RuleContext) -> [Declaration] {
        let file = context.file
        guard !context.isTestLike else { return [] }
        var result: [Declaration] = []
        for i in file.topLevelTokens where file.kind(i) == .identifier {
            // Only a name that can pair with a Swift content state (`…ContentState`, `…ContentStateSchema`).
            let name = file.text(i)
            let stem = name.hasSuffix("Schema") && name.count > 6 ? String(name.dropLast(6)) : name
            let lowered = stem.lowercased()
            // Other schemas beside a content state's may be the objects it holds (`LiveActivityExpandedSchema`).
            let kind = loweredSwiftTypes.first(where: { lowered.hasSuffix($0) }) ?? Self.nestedKind
            guard let brace = file.zodObject(declaredAt: i) ?? file.objectType(declaredAt: i) else { continue }
            let keys = file.memberKeys(ofBrace: brace)
            result.append(Declaration(isSwift: false, keys: [stem.lowercased()], name: name, kind: kind,
                                      fields: Set(keys.map(\.name)), anchor: ProjectAnchor(context, at: i, identity: name),
                                      fieldAnchors: Dictionary(keys.map { ($0.name, ProjectAnchor(context, at: $0.token, identity: name + "." + $0.name)) },
                                                               uniquingKeysWith: { first, _ in first })))
        }
        return result + spreadPayloads(in: context) + builtStates(in: context)
    }

    /// `'content-state': { ...state, serverName: opts.serverName }` where the function declares
    /// `state: LiveActivityDisplayState`: the keys added beside the spread, named by its type.
    private func spreadPayloads(in context: RuleContext) -> [Declaration] {
        let file = context.file
        var result: [Declaration] = []
        for i in file.tokens.indices {
            // `'content-state'` or `contentState`, told without a String for every token.
            let isKey: Bool
            switch file.kind(i) {
            case .stringStart: isKey = i + 1 < file.tokens.count && file.kind(i + 1) == .stringText && file.is(i + 1, "content-state")
            case .identifier: isKey = file.is(i, "contentState")
            default: isKey = false
            }
            guard isKey, let colon = file.nextSignificant(after: file.partner(of: i) ?? i),
                  file.kind(colon) == .colon, let brace = file.nextSignificant(after: colon), file.kind(brace) == .openBrace,
                  let spread = file.nextSignificant(after: brace), file.is(spread, "..."),
                  let value = file.nextSignificant(after: spread), file.kind(value) == .identifier,
                  let type = declaredTypeName(before: value, in: file) else { continue }
            let added = file.memberKeys(ofBrace: brace)
            guard !added.isEmpty else { continue }
            let stem = type.hasSuffix("Schema") ? String(type.dropLast(6)) : type
            result.append(Declaration(isSwift: false, keys: [stem.lowercased()], name: type, kind: "", fields: Set(added.map(\.name)),
                                      anchor: ProjectAnchor(context, at: i, identity: "payload"),
                                      fieldAnchors: Dictionary(added.map { ($0.name, ProjectAnchor(context, at: $0.token, identity: "payload." + $0.name)) },
                                                               uniquingKeysWith: { first, _ in first }),
                                      isSpreadPayload: true))
        }
        return result
    }

    /// The type written for the name at `use`, nearest before it (`state: LiveActivityDisplayState`
    /// among a function's parameters, or `const state: T = …`).
    private func declaredTypeName(before use: Int, in file: SourceFile) -> String? {
        file.occurrences(ofIdentifier: use).reversed().lazy.filter { $0 < use }.compactMap { k -> String? in
            guard let colon = file.nextSignificant(after: k), file.kind(colon) == .colon,
                  let type = file.nextSignificant(after: colon), file.kind(type) == .identifier else { return nil }
            return file.text(type)
        }.first
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
