// Flags stored `var` properties of views and services that nothing changes after init.

import UmpireCore
import UmpireRuleSupport

public struct PreferLet: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "prefer-let", area: .iosSwift, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test], severity: .warning,
        summary: "A view's or service's stored var that nothing changes after init",
        rationale: """
            The checklist prefers let over var. A `var` on a view or a service tells the reader \
            the value changes while the screen is up or the service runs; when nothing ever \
            assigns it, that is a false lead, and the compiler cannot stop the first accidental \
            write.
            """,
        fix: "Declare it with `let`.",
        triggerWords: ["var"],
        asks: """
            Is a stored `var` of a SwiftUI view (a struct conforming to View), of a service (a \
            class or actor named or conforming as a …Service) or of a view model (a class named \
            …ViewModel or conforming to ObservableObject) never assigned, compound-assigned, \
            passed `inout` or mutated through a method (`append`, `insert`, `remove…`, `toggle`…) \
            or a member or subscript (`filter.teams = …`, `scores[id] = …`) anywhere in its \
            file, except in an initializer? A method the file's own struct declares `mutating` \
            (`cache.store(…)`) counts as a change.
            """,
        limitations: """
            A service's or a view model's internal var is judged across the project when only an \
            initializer gives it a value (no default, not optional, not a Fake… class's): a Swift file \
            of the repository that changes a member of that name through a value (`auth.clientId = …`, \
            `$settings.name`, strings and comments included, so a doubt keeps the var), or a project \
            protocol the type conforms to that declares it, keeps it a var. \
            A view's var with a default value (an optional's is nil) is left alone unless \
            private, as the memberwise initializer lets callers omit it and `let` would not, or unless the default is a literal (not a \
            callback's, not an optional's) and every construction of the view in the project leaves it out (`var title = "Today"`; \
            none at all, or a public view, and it is left alone). Property wrappers (`@State`, \
            `@Binding`, …), `lazy`, observers (`didSet`), computed and static properties are \
            never flagged. No fix is offered: `let` on a `@Observable` class's property stops \
            observation of it, which the reader should choose.
            """,
        triggering: [
            // A title its only caller never passes: a constant written as a var.
            Example("""
                struct FixturesView: View {
                    ↓var title: String = "Fixtures"
                    let fixtures: [String]
                    var body: some View { List(fixtures, id: \\.self) { Text($0) }.navigationTitle(title) }
                }
                """, path: "ios/CricketApp/Views/FixturesView.swift", companions: [.init(path: "ios/CricketApp/Views/HomeView.swift", code: """
                    struct HomeView: View {
                        var body: some View { FixturesView(fixtures: ["IND v AUS"]) }
                    }
                    """)]),
            // A view model's private id, set once by its initializer.
            Example("""
                @Observable final class RaceDetailViewModel {
                    private ↓var raceId: String
                    private(set) var detail: RaceDetail?
                    init(raceId: String) { self.raceId = raceId }
                    func load() async { detail = try? await feed.raceDetail(id: raceId) }
                }
                """, path: "ios/CricketApp/ViewModels/RaceDetailViewModel.swift"),
            Example("""
                struct ScorecardView: View {
                    ↓var innings: InningsSummary
                    @State private var showsAllBatters = false
                    var body: some View {
                        Text(innings.scoreLine)
                        Button("Show all") { showsAllBatters.toggle() }
                    }
                }
                """, path: "ios/CricketApp/Views/ScorecardView.swift"),
            Example("""
                @Observable @MainActor final class RealScheduleService: ScheduleService {
                    private ↓var apiClient: any APIClient
                    private(set) var fixtures: [MatchSummary] = []
                    init(apiClient: any APIClient) { self.apiClient = apiClient }
                    func refresh() async throws { fixtures = try await apiClient.fixtures() }
                }
                """, path: "ios/CricketApp/Services/RealScheduleService.swift"),
            // An internal var of a service that no file of the project changes, only reads.
            Example("""
                @Observable @MainActor final class RealSessionService: SessionService {
                    ↓var clientId: String
                    init(clientId: String) { self.clientId = clientId }
                }
                """, path: "ios/CricketApp/Services/RealSessionService.swift",
                companions: [.init(path: "ios/CricketApp/Views/AboutView.swift", code: """
                    struct AboutView: View {
                        let session: RealSessionService
                        var body: some View { Text(session.clientId) }
                    }
                    """)]),
        ],
        nonTriggering: [
            // The same default, overridden by one of its callers: a setting the view takes.
            Example("""
                struct ResultsView: View {
                    var title: String = "Fixtures"
                    let fixtures: [String]
                    var body: some View { List(fixtures, id: \\.self) { Text($0) }.navigationTitle(title) }
                }
                """, path: "ios/CricketApp/Views/ResultsView.swift", trap: .lookAlike, companions: [.init(path: "ios/CricketApp/Views/ArchiveView.swift", code: """
                    struct ArchiveView: View {
                        var body: some View { ResultsView(title: "Results", fixtures: ["IND v AUS"]) }
                    }
                    """)]),
            // A view model's state a view binds to (`$model.query`) is changed in the view's file.
            Example("""
                @Observable final class RaceSearchViewModel {
                    var query = ""
                    private(set) var results: [RaceItem] = []
                    func search() async { results = await feed.search(query) }
                }
                """, path: "ios/CricketApp/ViewModels/RaceSearchViewModel.swift", trap: .lookAlike,
                companions: [.init(path: "ios/CricketApp/Views/RaceSearchView.swift", code: """
                    struct RaceSearchView: View {
                        @Bindable var model: RaceSearchViewModel
                        var body: some View { TextField("Search", text: $model.query) }
                    }
                    """)]),
            // A service's internal var another file sets, and one a protocol of the project requires settable.
            Example("""
                @Observable @MainActor final class RealSessionService: SessionService {
                    var region: String
                    var storageVersion = 2
                    init(region: String) { self.region = region }
                }
                """, path: "ios/CricketApp/Services/RealSessionService.swift", trap: .lookAlike,
                companions: [.init(path: "ios/CricketApp/Services/SessionService.swift", code: """
                    protocol SessionService: AnyObject { var storageVersion: Int { get set } }
                    """), .init(path: "ios/CricketApp/Views/RegionPicker.swift", code: """
                    struct RegionPicker: View {
                        let session: RealSessionService
                        var body: some View { Button("Europe") { session.region = "eu" } }
                    }
                    """)]),
            Example("""
                @Observable @MainActor final class RealFollowService: FollowService {
                    private(set) var followedMatchIDs: Set<String> = []
                    private var retryCount = 0
                    func follow(_ id: String) { followedMatchIDs.insert(id); retryCount += 1 }
                }
                """, path: "ios/CricketApp/Services/RealFollowService.swift", trap: .lookAlike),
            // A value type of the file changed through its own mutating method: `let` would not compile.
            Example("""
                @MainActor final class RealScoresService: ScoresService {
                    private var cache = ResponseCache()
                    func scores(for id: String) async throws -> [MatchSummary] {
                        let fresh = try await client.scores(id)
                        cache.store(fresh, for: id)
                        return fresh
                    }
                }
                private struct ResponseCache {
                    private var entries: [String: [MatchSummary]] = [:]
                    mutating func store(_ value: [MatchSummary], for key: String) { entries[key] = value }
                }
                """, path: "ios/CricketApp/Services/RealScoresService.swift", trap: .lookAlike),
            // A view's configurable defaults (an optional's is nil), taken by the memberwise initializer.
            Example("""
                struct BatterRow: View {
                    let batter: BatterLine
                    var showsStrikeRate = true
                    var teamURL: String?
                    lazy var formatter = NumberFormatter()
                    var body: some View { Text(batter.name) }
                }
                """, path: "ios/CricketApp/Views/BatterRow.swift", trap: .lookAlike),
            Example("""
                struct FilterView: View {
                    private var filter: MatchFilter
                    init(filter: MatchFilter) { self.filter = filter }
                    var body: some View { Text(filter.title) }
                    mutating func reset() { filter.teams = [] }
                }
                """, path: "ios/CricketApp/Views/FilterView.swift", trap: .lookAlike),
            // Set through another instance by the type's own test factory: still changed after init.
            Example("""
                @MainActor final class RealCommentaryService: ObservableObject {
                    private var narrator: Narrating?
                    init() { narrator = SystemNarrator() }
                    static func makeForTesting(narrator: Narrating) -> RealCommentaryService {
                        let service = RealCommentaryService()
                        service.narrator = narrator
                        return service
                    }
                }
                """, path: "ios/CricketApp/Services/RealCommentaryService.swift", trap: .lookAlike),
            Example(#"Text("var innings: InningsSummary")"#, trap: .inString),
            Example("""
                struct StatusView: View {
                    // var status: String would let the view change it
                    let status: String
                    var body: some View { Text(status) }
                }
                """, trap: .inComment),
        ]) }

    static let assignments: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "??="]
    static let mutatingMethods: Set<String> = ["append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeValue",
                                               "popLast", "sort", "reverse", "shuffle", "toggle", "merge", "formUnion", "formIntersection",
                                               "subtract", "updateValue", "replaceSubrange", "swapAt", "negate", "appendContentsOf"]

    public init(options: RuleOptions) {}

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        // Declarations by tokens first: a file with no view or service holding a var is never parsed.
        let candidates = file.swiftTypeDeclarations().contains { type in
            (type.kind == .struct && file.any(type.inherited, is: "View") || (type.kind == .class || type.kind == .actor)
                && (Self.isServiceOrViewModel(file.text(type.name)) || type.inherited.contains { Self.isServiceOrViewModel(file.text($0)) }))
                && file.members(of: type).contains { $0.kind == .var && !$0.isComputed }
        }
        guard candidates else { return }
        let tree = file.syntax
        var mutated: Set<String>?
        for type in tree.descendants(tree.root) where tree.kind(type) == .typeDeclaration {
            guard let kind = judgedKind(type, tree), let body = tree.child(type, .block) else { continue }
            for variable in tree.children(body) where tree.kind(variable) == .variable && !tree[variable].flags.contains(.constant) {
                guard !tree[variable].flags.contains(.isStatic), !tree.children(variable).contains(where: { tree.kind($0) == .attribute }) else { continue }
                let text = tree.text(variable)
                let isPrivate = text.hasPrefix("private") || text.hasPrefix("fileprivate")
                guard !text.hasPrefix("lazy"), !text.contains("lazy var") else { continue }
                for binding in tree.children(variable) where tree.kind(binding) == .binding {
                    let name = tree.nameText(binding)
                    guard !name.isEmpty, tree.child(binding, .block) == nil else { continue }
                    // An optional var defaults to nil: the memberwise initializer lets callers leave it out.
                    let optional = tree.child(binding, .type).map { tree.text($0).hasSuffix("?") || tree.text($0).hasSuffix("!") } ?? false
                    let hasDefault = optional || tree.children(binding).contains { tree.kind($0).isValue }
                    // A service's internal var that only an initializer gives a value, by what the whole
                    // project does with the name. One with a default is a setting its users may change
                    // (`showsRateChart = false`), and a fake's vars are knobs for previews and tests.
                    guard kind == .view || isPrivate
                        || !hasDefault && !tree.nameText(type).hasPrefix("Fake") && !changedElsewhere(name, of: type, in: context) else { continue }
                    // A view's literal default its callers never override (`var title = "Today"` where
                    // every `MatchListView(…)` of the project leaves `title` out) is a constant. Not an
                    // optional, a callback or a value built by a call: those are the view's options.
                    if kind == .view, hasDefault, !isPrivate {
                        // A public view's callers may live outside the project.
                        guard !text.hasPrefix("public"), !text.hasPrefix("open") else { continue }
                        let literal = !optional && tree.children(binding).contains { [.literal, .string].contains(tree.kind($0)) }
                            && tree.child(binding, .type).map { !tree.text($0).contains("->") } ?? true
                        guard literal, context.model.uses.constructs(tree.nameText(type), passing: name) == false else { continue }
                    }
                    if mutated == nil { mutated = mutatedNames(in: tree) }
                    guard mutated?.contains(name) == false else { continue }
                    findings.report(file, at: Int(tree[variable].name), Self.message(name))
                }
            }
        }
    }

    private enum Kind { case view, service }

    /// Whether another file may change a service's internal var: some Swift file of the
    /// project changes a member of that name through a value (`auth.clientId = …`), or a
    /// protocol of the project the type conforms to declares it (a `{ get set }` requirement
    /// no `let` can meet).
    private func changedElsewhere(_ name: String, of type: SyntaxID, in context: RuleContext) -> Bool {
        let tree = context.file.syntax
        let conformances = tree.children(type).filter { tree.kind($0) == .type }.map { tree.nameText($0) }
        if conformances.contains(where: { context.model.type(named: $0).map { $0.kind == .protocol && $0.members[name] != nil } ?? false }) {
            return true
        }
        return context.model.uses.changes(member: name)
    }

    /// `LiveScoreService`, `RaceDetailViewModel`, a class conforming to ObservableObject.
    static func isServiceOrViewModel(_ name: String) -> Bool {
        name.hasSuffix("Service") || name.hasSuffix("ViewModel") || name == "ObservableObject"
    }

    /// A struct conforming to View, or a class or actor that is a service.
    private func judgedKind(_ type: SyntaxID, _ tree: SyntaxTree) -> Kind? {
        let conformances = tree.children(type).filter { tree.kind($0) == .type }.map { tree.nameText($0) }
        switch tree[type].typeDeclarationKind {
        case .struct?: return conformances.contains("View") ? .view : nil
        case .class?, .actor?:
            // A view model's private state too: no view can bind to it, so only its file may change it.
            return Self.isServiceOrViewModel(tree.nameText(type)) || conformances.contains(where: Self.isServiceOrViewModel) ? .service : nil
        default: return nil
        }
    }

    /// Names the file changes outside initializers: assigned (through a member or subscript
    /// too), passed `inout`, or given a mutating call.
    private func mutatedNames(in tree: SyntaxTree) -> Set<String> {
        var names: Set<String> = []
        let mutating = Self.mutatingMethods.union(declaredMutatingMethods(in: tree))
        for node in tree.descendants(tree.root) {
            switch tree.kind(node) {
            case .binary where Self.assignments.contains(tree.nameText(node)):
                if let left = tree.firstChild(node), !isInInitializer(node, tree) { names.formUnion(roots(of: left, tree)) }
            case .prefix where tree.nameText(node) == "&":
                if let operand = tree.firstChild(node) { names.formUnion(roots(of: operand, tree)) }
            case .call:
                if let callee = tree.firstChild(node), tree.kind(callee) == .member, mutating.contains(tree.nameText(node)),
                   let base = tree.firstChild(callee), !isInInitializer(node, tree) {
                    names.formUnion(roots(of: base, tree))
                }
            default:
                continue
            }
        }
        return names
    }

    /// `private struct APICache { mutating func set(…) }`: methods the file's own value types
    /// declare `mutating`; a call of one changes the var it is called on (`cache.set(…)`).
    private func declaredMutatingMethods(in tree: SyntaxTree) -> Set<String> {
        var names: Set<String> = []
        for node in tree.descendants(tree.root) where tree.kind(node) == .function {
            let name = Int(tree[node].name)
            // `mutating func`, `public mutating func`: among the words before the name.
            guard name >= 0, (Int(tree[node].first)..<name).contains(where: { tree.file.is($0, "mutating") }) else { continue }
            names.insert(tree.nameText(node))
        }
        return names
    }

    /// `x`, `self.x`, `x.y.z`, `x[i]`: the stored names a write reaches (`x`, and `y` of `self.y`);
    /// a member written through another instance, `manager.recognizer = …` in a factory, is
    /// changed too, whichever instance it is.
    private func roots(of target: SyntaxID, _ tree: SyntaxTree) -> [String] {
        var node = target
        var names: [String] = tree.kind(target) == .member ? [tree.nameText(target)] : []
        while true {
            switch tree.kind(node) {
            case .name:
                names.append(tree.nameText(node))
                return names
            case .member, .subscript, .postfix:
                if tree.kind(node) == .member, let base = tree.firstChild(node), tree.kind(base) == .name, tree.nameText(base) == "self" {
                    names.append(tree.nameText(node))
                    return names
                }
                guard let base = tree.firstChild(node) else { return names }
                node = base
            case .tuple:
                return tree.children(node).flatMap { roots(of: $0, tree) }
            case .argument:
                guard let value = tree.firstChild(node) else { return names }
                node = value
            default:
                return names
            }
        }
    }

    private func isInInitializer(_ node: SyntaxID, _ tree: SyntaxTree) -> Bool {
        tree.enclosingFunction(of: node).map {
            tree.kind($0) == .function && tree.nameText($0) == "init"
        } ?? false
    }

    static func message(_ name: String) -> String {
        "\(name) is never changed after init; declare it with let."
    }
}
