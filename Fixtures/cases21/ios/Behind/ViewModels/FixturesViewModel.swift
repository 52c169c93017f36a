import Foundation
import Observation

@Observable
@MainActor
final class FixturesViewModel {
    private(set) var rounds: [RoundGroup] = []
    var searchText = ""
    private let matchService: any MatchService
    private let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEE d MMM, h:mma"
        formatter.locale = Locale(identifier: "en_AU")
        return formatter
    }()

    init(matchService: any MatchService) {
        self.matchService = matchService
    }

    var filteredRounds: [RoundGroup] {
        let terms = searchText.lowercased().components(separatedBy: " ").filter { !$0.isEmpty }
        guard !terms.isEmpty else { return rounds }
        return rounds.map { round in
            RoundGroup(roundLabel: round.roundLabel, matches: round.matches.filter { item in
                terms.allSatisfy { "\(item.homeTeam.name) \(item.awayTeam.name)".lowercased().contains($0) }
            })
        }
    }

    func startText(for item: MatchItem) -> String {
        dayFormatter.string(from: item.startTime)
    }

    func roundNumber(of group: RoundGroup) -> Int? {
        Int(group.roundLabel.replacingOccurrences(of: "Round ", with: ""))
    }

    func matchId(fromShareLink link: String) -> String? {
        URLComponents(string: link)?.queryItems?.first { $0.name == "match" }?.value
    }

    func load(competition: String) async {
        await matchService.loadFixtures(competition: competition)
        rounds = matchService.fixtures
    }
}
