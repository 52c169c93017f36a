// Flags properties and parameters typed as a concrete Real/Fake service class instead of `any FooService`.

import UmpireCore
import UmpireRuleSupport

public struct ServiceExistential: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "service-existential", area: .iosServices, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test], severity: .error,
        summary: "A property or parameter typed as a concrete service class",
        rationale: """
            Views and services depend on the `FooService` protocol so that the app root can inject \
            the real implementation and previews and tests the fake. A property or parameter \
            typed `RealFooService` cannot take the fake, so the preview needs a network and the \
            test hits the backend; one typed `FakeFooService` ships a stub.
            """,
        fix: "Type the property or parameter as `any FooService`, the service's protocol.",
        options: [serviceSuffixesOption.declaration, concretePrefixesOption.declaration],
        asks: """
            Is a stored property, parameter or environment value typed as a concrete service class \
            rather than its protocol? A type after an annotation's `:` (`let auth: \
            RealAuthService`, `[String: RealScoreService]`, an optional or an array of one), \
            `@Environment(RealScoreService.self)`, or a stored property whose type is inferred \
            from an initializer (`private let scores = FakeScoreService()`), naming either a \
            concrete prefix before a service protocol's name (option `concretePrefixes`: \
            `RealAuthService`, `FakeScoreService`; option `serviceSuffixes`) or a class or actor \
            of the project model that implements a service protocol (`CognitoAuthService: \
            AuthService`, `RealAPIClient: APIClient`); the message names the protocol. The `@main` \
            App's properties and a type's own instances inside its declaration or extensions are \
            left out; return types and casts are not read.
            """,
        whenUnknown: """
            The spelling is asked first, declared or not: a concrete prefix followed by a capital \
            and a service name (`RealAuthService` → `any AuthService`) is flagged with the same \
            error even where no declaration is found. A name without such a prefix counts only \
            through a class the project model declares; undeclared (`CognitoAuthService` with no \
            declaration in the project model, `RealtimeScoreService`), it is left alone.
            """,
        limitations: """
            Concrete classes are the project's classes that implement a service protocol \
            (`final class CognitoAuthService: AuthService`), found in the project model, and \
            names with a concrete prefix (`RealAuthService`) where no declaration is found. \
            `@Environment(RealAuthService.self)` counts as a property typed so, and so does a stored \
            property whose type is inferred from a concrete service's initializer (`private let \
            scores = FakeScoreService()`). The `@main` \
            App's own properties are not checked: the app root holds the real services it \
            injects; nor are a type's own instances (a fake's `static let loaded` for previews, \
            a singleton's `shared`): the type makes them, no consumer holds them. Return types, \
            casts and the class a type inherits from (`class SpyScoreService: RealScoreService`) \
            are not checked.
            """,
        triggering: [
            // An API client behind its own protocol, typed as the real one inside a service.
            Example("""
                protocol APIClient: AnyObject {}
                final class RealAPIClient: APIClient {}
                @Observable @MainActor final class RealScoreService: ScoreService {
                    private let apiClient: ↓RealAPIClient
                    init(apiClient: ↓RealAPIClient) { self.apiClient = apiClient }
                }
                """, path: "ios/CricketApp/Services/RealScoreService.swift"),
            Example("""
                @Observable @MainActor final class RealFollowService: FollowService {
                    private let auth: ↓RealAuthService
                    init(auth: ↓RealAuthService) { self.auth = auth }
                }
                """, path: "ios/CricketApp/Services/RealFollowService.swift"),
            Example("struct MatchCenterView: View {\n    let scores: ↓FakeScoreService?\n    var cache: [String: ↓RealScoreService] = [:]\n}"),
            Example("@State private var auth: ↓RealAuthService = RealAuthService()"),
            // A fake keeping another fake, its type inferred from the initializer.
            Example("""
                @Observable @MainActor final class FakeFollowService: FollowService {
                    private let scores = ↓FakeScoreService()
                    private var follows: Set<String> = []
                }
                """, path: "ios/CricketApp/Services/Fake/FakeFollowService.swift"),
            Example("""
                @Observable @MainActor final class RealScoreService: ScoreService {
                    private let client: ↓RealScoresClient
                    init(client: ↓RealScoresClient) { self.client = client }
                }
                """, path: "ios/CricketApp/Services/RealScoreService.swift",
                options: ["serviceSuffixes": .array(["Service", "Client"].map(JSONValue.string))]),
            // By declaration: the checklist's own real implementation, named after its backend.
            Example("""
                @Observable @MainActor final class RealFollowService: FollowService {
                    private let auth: ↓CognitoAuthService
                    init(auth: ↓CognitoAuthService) { self.auth = auth }
                }
                """, path: "ios/CricketApp/Services/RealFollowService.swift", companions: [
                    .init(path: "ios/CricketApp/Services/AuthService.swift", code: "@MainActor protocol AuthService: AnyObject, Observable {}\n"),
                    .init(path: "ios/CricketApp/Services/CognitoAuthService.swift",
                          code: "@Observable @MainActor final class CognitoAuthService: AuthService {}\n"),
                ]),
            Example("struct ScoreboardView: View {\n    let scores: ↓PreviewScoreService\n}",
                    options: ["concretePrefixes": .array(["Remote", "Preview"].map(JSONValue.string))]),
            // A view reading the concrete class from the environment; a weak back-reference; a list.
            Example("""
                struct MatchCenterView: View {
                    @Environment(↓RealScoreService.self) private var scores
                    var body: some View { ScoreboardView(state: scores.state) }
                }
                """),
            Example("""
                @Observable @MainActor final class RealLiveActivityService: LiveActivityService {
                    weak var scores: ↓RealScoreService?
                    private var followers: [↓FakeFollowService] = []
                }
                """, path: "ios/CricketApp/Services/RealLiveActivityService.swift"),
        ],
        nonTriggering: [
            // A test double inheriting the real service: what it is, not a dependency it keeps.
            Example("""
                final class SpyScoreService: RealScoreService {
                    private(set) var refreshes = 0
                    override func refresh() async { refreshes += 1 }
                }
                """, path: "ios/CricketApp/Services/Fake/SpyScoreService.swift", trap: .lookAlike),
            // A local made from a concrete service, and the app root's: not a dependency a type keeps.
            Example("""
                enum PreviewServices {
                    static func make() -> some View {
                        let follows = FakeFollowService()
                        return ContentView().environment(\\.followService, follows)
                    }
                }
                """, path: "ios/CricketApp/Preview Content/PreviewServices.swift", trap: .lookAlike),
            // The app root builds the real services and injects them: the one place that names them.
            Example("""
                @main
                struct CricketApp: App {
                    @State private var scoreService: RealScoreService
                    init() { _scoreService = State(initialValue: RealScoreService(client: RealScoresClient())) }
                    var body: some Scene {
                        WindowGroup { ContentView().environment(\\.scoreService, scoreService) }
                    }
                }
                """, path: "ios/CricketApp/App/CricketApp.swift", trap: .lookAlike),
            // A protocol the project declares is what the property should be typed as.
            Example("""
                struct FollowButton: View {
                    let follows: any FollowService
                    let auth: AuthService
                }
                """, trap: .lookAlike, companions: [.init(path: "ios/CricketApp/Services/AuthService.swift", code: """
                    @MainActor protocol AuthService: AnyObject, Observable {}
                    @MainActor protocol FollowService: AnyObject, Observable {}
                    """)]),
            Example("""
                @Observable @MainActor final class RealFollowService: FollowService {
                    private let auth: any AuthService
                    init(auth: any AuthService) { self.auth = auth }
                }
                """, path: "ios/CricketApp/Services/RealFollowService.swift"),
            Example("""
                @main struct CricketApp: App {
                    @State private var authService = RealAuthService()
                    var body: some Scene {
                        WindowGroup { RootView().environment(\\.authService, authService) }
                    }
                }
                """, path: "ios/CricketApp/CricketApp.swift", trap: .lookAlike),
            Example("let follow = RealFollowService(auth: RealAuthService(), logger: RealAuthService.logger)", trap: .lookAlike),
            Example("""
                struct MatchCenterView: View {
                    @Environment(\\.scoreService) private var scoreService
                    @Environment(Router.self) private var router
                    var body: some View { ScoreboardView(state: scoreService.state) }
                }
                """, trap: .lookAlike),
            Example("@Observable @MainActor final class FakeAuthService: AuthService {}", trap: .lookAlike),
            // A fake's own ready-made instances, for previews: the type makes them, no consumer holds one.
            Example("""
                extension FakeMatchService {
                    static let loaded = FakeMatchService(matches: PreviewMatches.all)
                    static let failing: FakeMatchService = FakeMatchService(matches: [], shouldFail: true)
                }
                """, path: "ios/CricketApp/Preview Content/FakeMatchService+Previews.swift", trap: .lookAlike),
            Example("var feed: RealtimeScoreService", trap: .lookAlike),
            Example("let service: FakeAuthService", path: "ios/CricketAppTests/FollowServiceTests.swift", trap: .lookAlike),
            Example(#"Text("auth: RealAuthService")"#, trap: .inString),
            Example("let auth: any AuthService // was: RealAuthService", trap: .inComment),
        ]) }

    let suffixes: [String]
    let prefixes: [String]
    /// The affixes as bytes, when all are ASCII: a name that has neither is no service, told
    /// without building its string (for other affixes the string comparisons decide alone).
    let byteAffixes: (prefixes: [[UInt8]], suffixes: [[UInt8]])?

    static let serviceSuffixesOption = Option<[String]>(ServiceQueries.suffixOption)
    static let concretePrefixesOption = Option<[String]>(RuleOption("concretePrefixes", default: .array(["Real", "Fake"].map(JSONValue.string)),
        help: "Name prefixes of concrete service classes (`RealAuthService`, `FakeAuthService`)."))

    public init(options: RuleOptions) {
        suffixes = options[Self.serviceSuffixesOption]
        prefixes = options[Self.concretePrefixesOption]
        let ascii = (prefixes + suffixes).allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
        byteAffixes = ascii ? (prefixes.map { Array($0.utf8) }, suffixes.map { Array($0.utf8) }) : nil
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        for i in candidates(in: file) {
            guard isAnnotation(i, in: file) || isEnvironmentType(i, in: file) || isInferredProperty(i, in: context) else { continue }
            let name = file.text(i)
            guard let service = ServiceQueries.protocolName(ofConcrete: name, prefixes: prefixes, suffixes: suffixes)
                    ?? implementedService(name, in: context), !isInAppRoot(i, in: context), !isOwnInstance(i, named: name, in: context),
                  !isInherited(i, in: file)
            else { continue }
            findings.report(file, at: i, Self.message(name, service))
        }
    }

    /// The protocol a class the project declares implements, as a service: `CognitoAuthService:
    /// AuthService` whatever the class is called, or `RealAPIClient: APIClient` where the class
    /// carries a concrete prefix before the protocol's own name.
    private func implementedService(_ name: String, in context: RuleContext) -> String? {
        // The name first (no model lookup for every annotated type): a service's, or a concrete prefix.
        guard ServiceQueries.isServiceName(name, suffixes: suffixes) || prefixes.contains(where: { name.hasPrefix($0) && name.count > $0.count }),
              let type = context.model.type(named: name), type.kind == .class || type.kind == .actor else { return nil }
        let prefixed = prefixes.contains { name.hasPrefix($0) && type.conformances.contains(String(name.dropFirst($0.count))) }
        guard prefixed || ServiceQueries.isServiceName(name, suffixes: suffixes) else { return nil }
        return type.conformances.sorted().first { conformance in
            conformance != name && (prefixed ? name.hasSuffix(conformance) : ServiceQueries.isServiceName(conformance, suffixes: suffixes))
                && context.model.type(named: conformance)?.kind == .protocol
        }
    }

    /// The identifiers that start with a concrete prefix or end with a service suffix, in file
    /// order: found where the bytes spell one, not by asking every token of the file.
    private func candidates(in file: SourceFile) -> [Int] {
        guard let byteAffixes else { return file.tokens.indices.filter { file.kind($0) == .identifier } }
        return file.tokens(spelling: byteAffixes.prefixes + byteAffixes.suffixes).filter { file.kind($0) == .identifier && mayNameService($0, in: file) }
    }

    /// Whether the name starts with a concrete prefix or ends with a service suffix, read from
    /// the bytes (both questions below need one or the other).
    private func mayNameService(_ i: Int, in file: SourceFile) -> Bool {
        guard let byteAffixes else { return true }
        let start = file.tokens[i].start.value, end = file.tokens[i].end.value
        let name = file.bytes[start..<end]
        return byteAffixes.prefixes.contains { name.starts(with: $0) }
            || byteAffixes.suffixes.contains { $0.count <= name.count && name.suffix($0.count).elementsEqual($0) }
    }

    /// The `@main` App's own stored properties: the app root builds the real services and
    /// injects them, as the checklist asks; it is the one place that names them.
    private func isInAppRoot(_ i: Int, in context: RuleContext) -> Bool {
        context.enclosingTypeInherits(context.file.syntax.node(atToken: i), fromAny: ["App"])
    }

    /// Inside the type's own declaration or extension: its instances it makes for others.
    private func isOwnInstance(_ i: Int, named name: String, in context: RuleContext) -> Bool {
        let tree = context.file.syntax
        return tree.ancestors(tree.node(atToken: i)).contains { tree.kind($0) == .typeDeclaration && tree.nameText($0) == name }
    }

    /// The name follows a type annotation's `:` (`let auth: RealAuthService`, `[String: RealAuthService]`,
    /// `: [RealAuthService]`) and is not a construction or a member access (`: RealAuthService()`).
    private func isAnnotation(_ i: Int, in file: SourceFile) -> Bool {
        guard var before = file.previousSignificant(before: i) else { return false }
        if file.kind(before) == .openBracket, let outer = file.previousSignificant(before: before) { before = outer }
        guard file.kind(before) == .colon else { return false }
        if let after = file.kind(after: i), after == .openParen || after == .dot { return false }
        return true
    }

    /// `final class SpyAuthService: RealAuthService`: the class a type inherits from, named in its
    /// declaration, not a property typed as a concrete service.
    private func isInherited(_ i: Int, in file: SourceFile) -> Bool {
        let tree = file.syntax
        var node = tree.node(atToken: i)
        while tree.kind(node) != .type {
            guard let parent = tree.parent(node) else { return false }
            node = parent
        }
        return tree.parent(node).map { tree.kind($0) == .typeDeclaration } ?? false
    }

    /// `private let liveActivities = FakeLiveActivityService()`: a stored property whose type is
    /// inferred from a concrete service's initializer is typed so. Asked of the tokens first
    /// (`= Name(`), then of the syntax tree: a binding with no type, in a type's body.
    private func isInferredProperty(_ i: Int, in context: RuleContext) -> Bool {
        let file = context.file
        guard let equals = file.previousSignificant(before: i), file.is(equals, "="), file.kind(after: i) == .openParen,
              mayNameService(i, in: file) else { return false }
        let tree = file.syntax
        var call = tree.node(atToken: i)
        while tree.kind(call) != .call || Int(tree[call].first) != i {
            guard let parent = tree.parent(call), Int(tree[parent].first) == i else { return false }
            call = parent
        }
        guard let binding = tree.parent(call), tree.kind(binding) == .binding,
              !tree.children(binding).contains(where: { tree.kind($0) == .type }),
              let variable = tree.parent(binding), tree.kind(variable) == .variable,
              let body = tree.parent(variable), tree.kind(body) == .block,
              let owner = tree.parent(body) else { return false }
        return tree.kind(owner) == .typeDeclaration
    }

    /// `@Environment(RealScoreService.self)`: the view reads the concrete class from the environment.
    private func isEnvironmentType(_ i: Int, in file: SourceFile) -> Bool {
        guard let paren = file.previousSignificant(before: i), file.kind(paren) == .openParen,
              let attribute = file.previousSignificant(before: paren), file.kind(attribute) == .attribute,
              file.is(attribute, "@Environment"), let dot = file.nextSignificant(after: i), file.kind(dot) == .dot,
              let name = file.nextSignificant(after: dot) else { return false }
        return file.is(name, "self")
    }

    static func message(_ concrete: String, _ service: String) -> String {
        "This is typed as the concrete \(concrete); type it `any \(service)` so the fake can stand in."
    }
}
