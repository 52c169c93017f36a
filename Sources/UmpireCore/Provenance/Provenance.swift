// Where a value comes from, asked of any expression of the syntax tree: the backend (a field
// of a type it sends, or something computed from one), the device (a literal, a clock, the
// view's own state, an app constant), or unknown (no declaration reached). Rules that judge
// values ask this instead of guessing from names; each says in its description what it does
// with unknown. It reaches across the project's files: a type's members through the model
// (an app type's plain property read where the type is declared), and a subview's stored
// property or a free function's parameter through what the code that calls it passes, in this
// file or in the project's other files (CallSites): at most two files from the one asking.

/// The origin of a value, with the evidence for it.
public struct Provenance: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        case backend
        case device
        case unknown
    }

    public enum Reason: Sendable, Equatable {
        /// A field of a backend type: `state.oversLine` (owner `MatchDisplayState`).
        case backendField(owner: String, member: String)
        /// A whole value of a backend type: `state` typed `MatchDisplayState`.
        case backendValue(type: String)
        /// Computed on the device from a backend value (a conversion, arithmetic, a method's
        /// result, a string joining it); `evidence` is the backend value it came from.
        case derived
        /// A view's own state: `@State`, `@Binding`, `@AppStorage`, `@FocusState`…
        case localState(wrapper: String)
        case literal
        /// The device's clock: `Date()`, `.now`, `Date.now`.
        case clock
        /// An app constant: a static member, an enum case, an implicit member (`.live`).
        case appConstant
        /// Layout values: a GeometryReader's proxy.
        case layout
        /// The device, the app bundle, the user's locale and settings (`Bundle.main`,
        /// `UIDevice.current`, `Calendar.current`).
        case deviceInfo
        /// A value of a known type that is not the backend's, or no declaration reached.
        case known(type: String)
        /// A String parameter, or a view's stored String, no call site or construction shows the
        /// origin of, named as a String field of a backend type is (`numberLabel: String` beside
        /// `StageSummary.numberLabel`): a name, not a declaration, so each rule says whether it counts.
        case namedAfterField(owner: String, member: String)
        case none
    }

    public let source: Source
    public let reason: Reason
    /// The node that shows it (in the file asked about): the backend member, the
    /// declaration, the literal; -1 when none.
    public let evidence: SyntaxID
    /// The value's type where a declaration says it.
    public let type: TypeShape?

    public init(_ source: Source, _ reason: Reason, evidence: Int, type: TypeShape? = nil) {
        self.source = source
        self.reason = reason
        self.evidence = evidence
        self.type = type
    }

    public static let unknown = Provenance(.unknown, .none, evidence: -1)

    public var isBackend: Bool { source == .backend }
    public var isDevice: Bool { source == .device }

    /// The same origin, computed further on the device (`Int(x)`, `x * 6`, `x.formatted()`).
    func derived(type newType: TypeShape? = nil) -> Provenance {
        switch source {
        case .backend: Provenance(.backend, .derived, evidence: evidence, type: newType)
        case .device: Provenance(.device, reason, evidence: evidence, type: newType)
        case .unknown: Provenance(.unknown, .none, evidence: evidence, type: newType)
        }
    }

    /// Why, in words for a message: "`state.oversLine` is a field of MatchDisplayState, which
    /// the backend sends".
    public func explanation(in file: SourceFile) -> String {
        let tree = file.syntax
        let shown = evidence >= 0 && evidence < tree.nodes.count ? "`\(tree.text(evidence))`" : "the value"
        switch reason {
        case let .backendField(owner, member): return "`\(member)` is a field of \(simple(owner)), which the backend sends"
        case let .backendValue(type): return "\(shown) is a \(simple(type)), which the backend sends"
        case .derived: return "it is computed from \(shown), which the backend sends"
        case let .localState(wrapper): return "\(shown) is the view's own @\(wrapper) state"
        case .literal: return "it is a literal"
        case .clock: return "it is the device's clock"
        case .appConstant: return "it is an app constant"
        case .layout: return "it is a layout value"
        case .deviceInfo: return "it describes the device or the app"
        case let .known(type): return "\(shown) is a \(type)"
        case let .namedAfterField(owner, member): return "\(shown) is a String named as \(owner).\(member) is"
        case .none: return "its origin is not known"
        }
    }

    private func simple(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}

extension RuleContext {
    /// Where the value of expression `id` comes from (Swift; TypeScript values are unknown
    /// except literals and what their declarations say).
    public func provenance(of id: SyntaxID) -> Provenance {
        var resolver = ProvenanceResolver(context: self, tree: file.syntax)
        return resolver.resolve(id)
    }

    /// Operators joining conditions, each a value of its own.
    static let logicalOperators: Set<String> = ["&&", "||"]

    /// The provenance of the innermost expression that ends at token `end` (a name, a member
    /// chain's last name, a call's `)`): a bridge for rules still walking tokens.
    public func provenance(ofValueEndingAt end: Int) -> Provenance {
        let tree = file.syntax
        var id = tree.node(atToken: end)
        guard tree.kind(id).isValue, Int(tree[id].last) == end else { return .unknown }
        // The whole expression ending there: `Double(a) / Double(b) * 100` from `100`, and a
        // comparison's (`phase == .live` from `live`). Not past a logical operator:
        // `groups.isEmpty && !viewModel.isLoading` ending at `isLoading` asks for the loading
        // flag, not for the list the condition joins it to.
        while let parent = tree.parent(id), Int(tree[parent].last) == end,
              [.binary, .ternary, .cast, .prefix, .postfix, .member, .call, .subscript].contains(tree.kind(parent)),
              !(tree.kind(parent) == .binary && Self.logicalOperators.contains(tree.nameText(parent))) {
            id = parent
        }
        return provenance(of: id)
    }

    /// The type declaration (or extension) that node `id` is inside, with its model type when
    /// the project declares one: `extension Match { var scoreLine … }` in any file is Match's.
    public func enclosingType(of id: SyntaxID) -> (declaration: SyntaxID, type: ModelType?)? {
        let resolver = ProvenanceResolver(context: self, tree: file.syntax)
        guard let declaration = file.syntax.ancestors(id).first(where: { file.syntax.kind($0) == .typeDeclaration }) else { return nil }
        return (declaration, resolver.modelType(ofDeclaration: declaration))
    }

    /// Whether the type declaration node `id` is inside names one of `types` among what it
    /// inherits (`struct CricketApp: App`, `struct ConfigureBatterIntent: WidgetConfigurationIntent`).
    public func enclosingTypeInherits(_ id: SyntaxID, fromAny types: Set<String>) -> Bool {
        let tree = file.syntax
        guard let (declaration, _) = enclosingType(of: id) else { return false }
        return tree.children(declaration).contains { tree.kind($0) == .type && types.contains(tree.nameText($0)) }
    }

    /// Whether the name node `id` is a closure's parameter (`games` in `{ games in … }`, `$0`),
    /// by the same scoping provenance reads names with.
    public func isClosureParameter(_ id: SyntaxID) -> Bool {
        guard case .closureParameter? = ProvenanceResolver(context: self, tree: file.syntax).declaration(of: id) else { return false }
        return true
    }

    /// For a name a `for` loop binds (`for stale in Activity<A>.activities`), the loop's
    /// sequence expression; nil for any other name.
    public func loopSequence(ofNameAt token: Int) -> SyntaxID? {
        let tree = file.syntax
        guard let binding = declaringBinding(ofNameAt: token), let loop = tree.parent(binding), tree.kind(loop) == .forStatement else { return nil }
        return tree.children(loop).first { tree.kind($0).isValue }
    }

    /// For a name a `let`/`var` declares with a value (`let activity = try Activity.request(…)`),
    /// that value's expression, past `try` and `await`; nil for any other name.
    public func declaredValue(ofNameAt token: Int) -> SyntaxID? {
        let tree = file.syntax
        guard let binding = declaringBinding(ofNameAt: token), var value = tree.children(binding).first(where: { tree.kind($0).isValue }) else { return nil }
        while tree.kind(value) == .prefix, let inner = tree.firstChild(value) { value = inner }
        return value
    }

    static let graphQLResultMarks = ProvenanceResolver.graphQLOperations.map { Array(($0 + ".Data.").utf8) }

    /// The binding a name at token `token` resolves to, when it is a local's or a loop's.
    private func declaringBinding(ofNameAt token: Int) -> SyntaxID? {
        let tree = file.syntax
        let id = tree.node(atToken: token)
        guard tree.kind(id) == .name, case let .binding(binding)? = ProvenanceResolver(context: self, tree: tree).declaration(of: id) else { return nil }
        return binding
    }

    /// Whether any value in this file can be the backend's: the file names a type through which
    /// one arrives (`ProjectModel.backendReachingNames`), or declares a view with stored
    /// properties that another file builds (a subview's `let clock: String` holds what its
    /// parent passes). When it does neither, provenance can only answer device or unknown, and a
    /// rule that needs a backend value can stop before parsing. A GraphQL client's generated
    /// result (`GamesQuery.Data.Game`) is the backend's too, whatever the model holds.
    public var mayHoldBackendValues: Bool {
        let hashes = model.backendReachingHashes
        // One project root per file, so one model: the answer is the file's.
        return file.shared("mayHoldBackendValues") {
            if file.language == .swift, Self.graphQLResultMarks.contains(where: file.contains(bytes:)) { return true }
            guard !hashes.isEmpty else { return false }
            for (i, token) in file.tokens.enumerated() where token.kind == .identifier {
                var hash = FNV1a()
                hash.mix(file.bytes[token.start.value..<token.end.value])
                if hashes.contains(hash.value), model.backendReachingNames.contains(file.text(i)) { return true }
            }
            return file.language == .swift && file.viewTypes().contains { type in
                type.kind == .struct && file.members(of: type).contains { ($0.kind == .let || $0.kind == .var) && !$0.isComputed }
                    && model.callSites.isCalled(file.text(type.name), outside: path)
            }
        }
    }
}
