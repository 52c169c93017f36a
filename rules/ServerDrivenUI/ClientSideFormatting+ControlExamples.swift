// Examples for client-side-formatting: a control's label naming what it acts on is the app's
// chrome, whether written as the control's title or as its `label:` closure; a navigation
// row's label shows the match.

import UmpireCore
import UmpireRuleSupport

extension ClientSideFormatting {
    @_optimize(none) static var fixtureSummary: Example.Companion { Example.Companion(path: "ios/CricketApp/Models/FixtureSummary.swift", code: """
        struct FixtureSummary: Codable, Hashable, Sendable {
            let matchID: String
            let homeTeam: String
            let awayTeam: String
        }
        """) }

    @_optimize(none) static var controlExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // A navigation row shows the fixture it opens: the match line is the backend's to send.
            Example(#"""
                struct FixtureLink: View {
                    let fixture: FixtureSummary
                    var body: some View {
                        NavigationLink { FixtureDetailView(id: fixture.matchID) } label: {
                            Text(↓"\(fixture.homeTeam) v \(fixture.awayTeam)")
                        }
                    }
                }
                """#, companions: [fixtureSummary]),
        ],
        nonTriggering: [
            // A Button's label closure naming the team it acts on.
            Example(#"""
                struct FavoriteTeamButton: View {
                    let fixture: FixtureSummary
                    @Binding var favorites: Set<String>
                    var body: some View {
                        Button { favorites.insert(fixture.homeTeam) } label: {
                            if favorites.contains(fixture.homeTeam) { Text("Remove \(fixture.homeTeam) from favourites") }
                            else { Text("Set \(fixture.homeTeam) as favourite") }
                        }
                        Menu { Button("Mute") { } } label: { Label("Alerts for \(fixture.awayTeam)", systemImage: "bell") }
                    }
                }
                """#, trap: .lookAlike, companions: [fixtureSummary]),
        ]
    ) }
}
