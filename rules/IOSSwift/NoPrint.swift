// Flags print(), debugPrint(), dump() and NSLog() calls left in app and widget code.

import UmpireCore
import UmpireRuleSupport

public struct NoPrint: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "no-print", area: .iosSwift, languages: [.swift], roles: [.ios, .widget], excludedRoles: [.test],
        severity: .error,
        summary: "print(), debugPrint(), dump() or NSLog() call in shipped Swift code",
        rationale: """
            Console output from the app has no level, no category and no privacy marking: it \
            cannot be filtered in Console.app, it is not redacted on a user's device, and it \
            costs time on the main thread. os.Logger has all of these, and its debug messages \
            cost nothing in release builds.
            """,
        fix: "Log through a Logger (`Logger(subsystem:category:)`) at the right level, or delete the call.",
        options: [toolingFilesOption.declaration],
        triggerWords: ["print", "debugPrint", "dump", "NSLog"],
        limitations: """
            A method of your own named print() called without a receiver inside its type looks \
            like the global function. Preview code and build tooling (fastlane's Swift helpers, \
            package manifests; option toolingFiles) are not checked.
            """,
        triggering: [
            Example("""
                func refresh() async {
                    ↓print("refreshing match \\(matchID)")
                    state = try? await service.fetchMatch(id: matchID)
                }
                """),
            Example("""
                .onReceive(timer) { _ in ↓debugPrint(viewModel.state) }
                """),
            Example("""
                ↓Swift.print(payload)
                ↓NSLog("push token registered")
                """),
            Example("if let state { ↓dump(state) }"),
            Example("""
                do {
                    try await followService.follow(matchID)
                } catch {
                    ↓print("follow failed: \\(error)")
                }
                """),
            Example(#"Button("Follow") { ↓print("follow tapped for", matchID); follow() }"#),
        ],
        nonTriggering: [
            // fastlane's screenshot helper, kept at the repository's top: it imports XCTest, so it is a test's code.
            Example("""
                import XCTest

                func snapshot(_ name: String) {
                    NSLog("snapshot: \\(name)")
                }
                """, path: "ios/SnapshotHelper.swift", trap: .lookAlike),
            Example("""
                private let logger = Logger(subsystem: "com.cricket.app", category: "live")
                func refresh() { logger.debug("refreshing \\(matchID, privacy: .public)") }
                """),
            Example(#"Text("Tap print() to debug")"#, trap: .inString),
            Example("// print(viewModel.state) — left here while debugging", trap: .inComment),
            Example("/* dump(state) */ let score = state.score", trap: .inComment),
            Example("scorecardPrinter.print(card)", trap: .lookAlike),
            Example("func print(_ card: Scorecard) { renderer.render(card) }", trap: .lookAlike),
            Example("let print = PrintFormatter(style: .compact)", trap: .lookAlike),
            Example("print(\"fixture loaded\")", path: "ios/CricketAppTests/ScoreViewTests.swift", trap: .lookAlike),
            Example("NSLog(\"snapshot: waiting for the app\")", path: "ios/fastlane/SnapshotHelper.swift", trap: .lookAlike),
            Example("""
                #Preview {
                    Button("Follow") { print("tapped follow") }
                }
                """, trap: .lookAlike),
            Example("""
                let fixtures = try JSONDecoder().decode([Fixture].self, from: data)
                print("wrote \\(fixtures.count) fixtures to PreviewContent/")
                """, path: "ios/Scripts/GeneratePreviewFixtures.swift", trap: .lookAlike,
                options: ["toolingFiles": .array(["**/fastlane/**", "Package.swift", "**/Scripts/**"].map(JSONValue.string))]),
        ]) }

    let tooling: RolePatterns

    static let toolingFilesOption = Option<RolePatterns>(RuleOption("toolingFiles", default: .array(["**/fastlane/**", "Package.swift"].map(JSONValue.string)), kind: .globs,
        help: "Globs of Swift files that are build tooling, not shipped code, where console output is the point."))

    public init(options: RuleOptions) {
        tooling = options[Self.toolingFilesOption]
    }

    /// Built once: asked of every identifier of every Swift file.
    static let printCalls = TokenWords(["print", "debugPrint", "dump", "NSLog"])

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        if tooling.matches(context.rolePath) { return }
        for i in file.tokens.indices where file.tokens[i].kind == .identifier {
            guard file.isOne(i, of: Self.printCalls),
                  file.kind(after: i) == .openParen, !file.isDeclaredName(i), !context.isInPreview(i) else { continue }
            var start = i
            if file.isMemberAccess(i) {
                // `Swift.print(` is the global function; `printer.print(` is someone's method.
                guard let receiver = file.receiver(ofCallee: i), file.is(receiver, "Swift") else { continue }
                start = receiver
            }
            findings.report(file, at: start, through: i, Self.message(file.text(i)))
        }
    }

    static func message(_ name: String) -> String {
        "\(name)() writes unfiltered console output; log through os.Logger or remove it before merging."
    }
}
