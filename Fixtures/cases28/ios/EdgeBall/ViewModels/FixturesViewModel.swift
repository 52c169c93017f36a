import Foundation
import Observation
import os

@Observable @MainActor
final class FixturesViewModel {
    private(set) var sections: [FixtureSection] = []
    private(set) var isLoading = false
    private let matchService: any MatchService
    private let logger = Logger(subsystem: "com.edgeball.app", category: "fixtures")

    init(matchService: any MatchService) {
        self.matchService = matchService
    }

    func load(day: Date) async {
        isLoading = true
        defer { isLoading = false }
        do {
            let matches = try await matchService.loadSchedule(day: day)
            sections = Dictionary(grouping: matches, by: \.eventName)
                .map { FixtureSection(eventName: $0.key, matches: $0.value) }
                .sorted { $0.eventName < $1.eventName }
            logger.info("loaded \(matches.count) fixtures for \(day.formatted(.iso8601))")
        } catch {
            logger.error("fixtures failed: \(error.localizedDescription)")
        }
    }

    func liveCount() -> Int {
        sections.flatMap(\.matches).filter(\.display.isLive).count
    }

    func jumpTarget(fromSearch input: String) -> Int? {
        Int(input.trimmingCharacters(in: .whitespaces))
    }

    func tableNumber(from label: String) -> Int? {
        Int(label.replacingOccurrences(of: "Table ", with: ""))
    }
}

struct FixtureSection: Identifiable, Hashable {
    let eventName: String
    let matches: [MatchItem]
    var id: String { eventName }
}
