// Flags `import SwiftUI` in service files that declare no environment plumbing.

import UmpireCore
import UmpireRuleSupport

public struct ServiceImportsSwiftui: Rule {
    static let path = "ios/CricketApp/Services/RealScoreService.swift"

    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "service-imports-swiftui", area: .iosServices, languages: [.swift], roles: [.service],
        excludedRoles: [.test], severity: .error,
        summary: "A service file that imports SwiftUI without declaring environment plumbing",
        rationale: """
            Services handle networking, persistence and system integration; what the user sees \
            belongs to views and to the backend's display state. SwiftUI in a service invites \
            Color, Text and formatting into it, and ties code that should run in tests and the \
            widget to the UI framework. The protocol file may import it for its EnvironmentKey \
            and EnvironmentValues extension, and a service may observe ScenePhase.
            """,
        fix: "Import Foundation and Observation instead; keep SwiftUI types in views.",
        options: [modulesOption.declaration, allowedReferencesOption.declaration],
        limitations: "A file that mentions any allowed name may import SwiftUI for other uses too.",
        triggering: [
            Example("""
                ↓import SwiftUI
                import os

                @Observable @MainActor final class RealScoreService: ScoreService {
                    func score(for matchID: String) async throws -> MatchDisplayState { try await client.score(matchID) }
                }
                """, path: path),
            Example("import Foundation\n@preconcurrency ↓import struct SwiftUI.Color", path: path),
            Example("""
                import Foundation
                ↓import UIKit

                @Observable @MainActor final class RealShareService: ShareService {
                    func shareImage(for card: ScorecardSnapshot) -> UIImage? { renderer.image(card) }
                }
                """, path: "ios/CricketApp/Services/RealShareService.swift",
                options: ["modules": .array(["SwiftUI", "UIKit"].map(JSONValue.string))]),
            // A colour chosen in a service, and a fake that imports SwiftUI for its sample data.
            Example("""
                ↓import SwiftUI

                @Observable @MainActor final class RealMatchService: MatchService {
                    func tint(for sentiment: String) -> Color { sentiment == "positive" ? .green : .red }
                }
                """, path: "ios/CricketApp/Services/RealMatchService.swift"),
            Example("""
                ↓import SwiftUI

                @Observable @MainActor final class FakeMatchService: MatchService {
                    var matches: [MatchItem] = [.preview]
                    func refresh() async throws {}
                }
                """, path: "ios/CricketApp/Services/Fake/FakeMatchService.swift"),
            // An extension of the project's own service brings SwiftUI into it.
            Example("""
                ↓import SwiftUI

                extension RealMatchService {
                    func badgeColour(for phase: String) -> Color { phase == "live" ? .red : .gray }
                }
                """, path: "ios/CricketApp/Services/RealMatchService+Badge.swift",
                companions: [.init(path: "ios/CricketApp/Services/RealMatchService.swift",
                                   code: "import Foundation\n\nprotocol MatchService {}\n\nfinal class RealMatchService: MatchService {}")]),
        ],
        nonTriggering: [
            Example("import Foundation\nimport Observation\n\nfinal class RealScoreService {}", path: path),
            // A colour helper that sits in the Services folder.
            Example("import SwiftUI\n\nextension Color {\n    init?(hex: String) { self.init(.sRGB, white: 1) }\n}",
                    path: "ios/CricketApp/Services/Color+Hex.swift", trap: .lookAlike),
            Example("""
                import SwiftUI

                struct ScoreServiceKey: EnvironmentKey {
                    static let defaultValue: any ScoreService = FakeScoreService()
                }
                """, path: "ios/CricketApp/Services/ScoreService.swift", trap: .lookAlike),
            Example("""
                import SwiftUI

                @Observable @MainActor final class RealSessionService: SessionService {
                    func sceneChanged(to phase: ScenePhase) { if phase == .active { refresh() } }
                }
                """, path: "ios/CricketApp/Services/RealSessionService.swift", trap: .lookAlike),
            Example("""
                import SwiftUI

                @Observable @MainActor final class RealHighlightsService: HighlightsService {
                    func openHighlights(for matchID: String, with openURL: OpenURLAction) {
                        openURL(highlightsURL(matchID))
                    }
                }
                """, path: "ios/CricketApp/Services/RealHighlightsService.swift", trap: .lookAlike,
                options: ["allowedReferences": .array(["EnvironmentKey", "EnvironmentValues", "ScenePhase", "OpenURLAction"]
                    .map(JSONValue.string))]),
            Example("import SwiftData\nimport SwiftUICore", path: path, trap: .lookAlike),
            Example("import SwiftUI\nstruct ScoreView: View { var body: some View { Text(\"87/6\") } }", trap: .lookAlike),
            Example(#"let note = "import SwiftUI""#, path: path, trap: .inString),
            Example("// import SwiftUI — removed, services stay UI-free", path: path, trap: .inComment),
        ]) }

    let modules: [String]
    let allowed: [String]

    static let modulesOption = Option<[String]>(RuleOption("modules", default: .array([.string("SwiftUI")]), help: "UI modules a service may not import."))
    static let allowedReferencesOption = Option<[String]>(RuleOption("allowedReferences", default: .array(["EnvironmentKey", "EnvironmentValues", "ScenePhase"].map(JSONValue.string)),
        help: "Names whose use in the file allows the import (environment plumbing, scene phase)."))

    public init(options: RuleOptions) {
        modules = options[Self.modulesOption]
        allowed = options[Self.allowedReferencesOption]
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        // Extensions of SwiftUI's own types only (`extension Color { init?(hex:) }` kept in a
        // Services folder): helpers for views, not a service. An extension of the project's
        // service is still the service's code.
        let declarations = file.swiftTypeDeclarations()
        if !declarations.isEmpty, declarations.allSatisfy({ $0.kind == .extension && context.model.type(named: file.text($0.name)) == nil }) {
            return
        }
        var plumbing: Bool?
        for i in file.tokens.indices where file.kind(i) == .keyword && file.is(i, "import") {
            guard var module = file.nextSignificant(after: i) else { continue }
            // `import struct SwiftUI.Color`
            if file.kind(module) == .keyword, let next = file.nextSignificant(after: module) { module = next }
            guard file.kind(module) == .identifier, file.isOne(module, of: modules) else { continue }
            if plumbing == nil {
                plumbing = file.tokens.indices.contains { file.kind($0) == .identifier && file.isOne($0, of: allowed) }
            }
            if plumbing == false { findings.report(file, at: i, Self.message(file.text(module))) }
        }
    }

    static func message(_ module: String) -> String {
        "This service imports \(module); import Foundation and Observation, and leave UI types to views."
    }
}
