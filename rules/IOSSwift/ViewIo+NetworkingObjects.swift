// view-io's networking objects: a view that makes the app's API client or repository itself, or
// takes its shared instance, instead of reading the service from the environment.

import UmpireCore
import UmpireRuleSupport

extension ViewIo {
    /// `private let api = ScoresAPIClient.shared`, `let repository = StandingsRepository()`: a view
    /// that reaches the app's own networking object itself, where the checklist has it read the
    /// service from the environment. Only a type the project declares, named for fetching
    /// (`…Client`, `…API`, `…Repository`, `…Service`), not a fake, and not in a preview or handed to
    /// `.environment(…)`.
    func checkNetworkingObjects(in context: RuleContext, views: [SwiftTypeDeclaration], into findings: inout FindingSink) {
        let file = context.file
        for i in file.tokens.indices where file.kind(i) == .identifier {
            // The name's bytes are asked before any string is made of it.
            guard Self.networkingSuffixes.contains(where: { file.endsWith(i, $0) }), !file.isMemberAccess(i),
                  let next = file.nextSignificant(after: i) else { continue }
            let reached: Bool
            if file.kind(next) == .openParen {
                reached = true
            } else if file.kind(next) == .dot, let member = file.nextSignificant(after: next) {
                reached = file.isOne(member, of: Self.singletonNames)
            } else {
                reached = false
            }
            guard reached else { continue }
            let name = file.text(i)
            guard !Self.stubPrefixes.contains(where: name.hasPrefix), let type = context.model.type(named: name), type.kind != .protocol,
                  file.isInside(i, views), !context.isInPreview(i),
                  !file.enclosingCallees(of: i).contains(where: { file.is($0, "environment") || file.is($0, "environmentObject") })
            else { continue }
            findings.report(file, at: i, Self.networkingMessage(name))
        }
    }

    static let networkingSuffixes = ["client", "api", "repository", "service"].map { Array($0.utf8) }
    static let stubPrefixes = ["Fake", "Mock", "Preview", "Stub"]
    static let singletonNames = TokenWords(["shared", "sharedInstance", "instance", "default"])

    static func networkingMessage(_ name: String) -> String {
        "This view reaches \(name) itself; read the service from the environment (`@Environment(\\.fooService)`) so its I/O stays in the service and previews get the fake."
    }

    @_optimize(none) private static var repository: Example.Companion { Example.Companion(path: "ios/GridWalk/Repositories/StandingsRepository.swift", code: """
        import Foundation

        final class StandingsRepository {
            func standings(season: Int) async throws -> [StandingRow] {
                let (data, _) = try await URLSession.shared.data(from: URL(string: "https://api.gridwalk.app/standings/\\(season)")!)
                return try JSONDecoder().decode([StandingRow].self, from: data)
            }
        }

        final class ScoresAPIClient {
            static let shared = ScoresAPIClient()
            func favouriteTeams() async throws -> [TeamLine] { [] }
        }
        """) }

    @_optimize(none) static var networkingExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            Example("""
                struct SeasonView: View {
                    @State private var rows: [StandingRow] = []
                    let season: Int
                    var body: some View {
                        List(rows) { StandingRowView(row: $0) }
                            .task { rows = (try? await ↓StandingsRepository().standings(season: season)) ?? [] }
                    }
                }
                """, path: "ios/GridWalk/Views/SeasonView.swift", companions: [repository]),
            Example("""
                struct FavouritesView: View {
                    private let api = ↓ScoresAPIClient.shared
                    @State private var teams: [TeamLine] = []
                    var body: some View {
                        List(teams) { TeamRow(team: $0) }
                            .task { teams = (try? await api.favouriteTeams()) ?? [] }
                    }
                }
                """, path: "ios/GridWalk/Views/FavouritesView.swift", companions: [repository]),
        ],
        nonTriggering: [
            // The checklist's shape: the service from the environment, the real one made by the app root.
            Example("""
                struct SeasonView: View {
                    @Environment(\\.standingsService) private var standingsService
                    var body: some View {
                        List(standingsService.rows) { StandingRowView(row: $0) }
                            .task { await standingsService.load() }
                    }
                }

                #Preview {
                    SeasonView().environment(\\.standingsService, FakeStandingsService())
                }
                """, path: "ios/GridWalk/Views/SeasonView.swift", trap: .lookAlike, companions: [repository]),
            Example("""
                @main
                struct GridWalkApp: App {
                    @State private var standings = StandingsRepository()
                    var body: some Scene { WindowGroup { RootView().environment(standings) } }
                }
                """, path: "ios/GridWalk/GridWalkApp.swift", trap: .lookAlike, companions: [repository]),
            // A type of that name the project does not declare, and the name in a string.
            Example("""
                struct MapSearchView: View {
                    @State private var search = MKLocalSearchService()
                    var body: some View { Text("Rows come from StandingsRepository().standings(season:)") }
                }
                """, path: "ios/GridWalk/Views/MapSearchView.swift", trap: .inString, companions: [repository]),
        ]) }
}
