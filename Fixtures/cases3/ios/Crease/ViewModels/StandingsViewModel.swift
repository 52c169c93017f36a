import Foundation

@MainActor
final class StandingsViewModel: ObservableObject {
    @Published private(set) var table: StandingsTable?
    private let service: any MatchService

    init(service: any MatchService = FakeMatchService()) {
        self.service = service
    }

    var headerText: String {
        guard let table else { return "" }
        return [table.competitionName, table.seasonName].joined(separator: " ")
    }

    func load() async {
        var result = try? await service.standings()
        table = result
    }
}
