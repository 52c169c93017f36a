import Foundation
import Observation

/// Weekend schedule screen: sessions for one event.
@Observable @MainActor
final class RaceWeekendViewModel {
    private(set) var sessions: [SessionEntry] = []
    private(set) var race: RaceCard?
    private let raceService: any RaceService

    init(raceService: any RaceService) {
        self.raceService = raceService
    }

    func seasonYear(of race: RaceCard) -> Int? {
        Int(race.raceId.split(separator: "-")[1])
    }

    func sessionsToday(now: Date = .now, calendar: Calendar = .current) -> [SessionEntry] {
        sessions.filter { calendar.isDate($0.startsAt, inSameDayAs: now) }
    }

    func countdownLabel(to session: SessionEntry, now: Date = .now) -> String {
        let minutes = Int(session.startsAt.timeIntervalSince(now) / 60)
        return minutes < 60 ? "Starts in \(minutes) min" : session.timeText
    }

    func sessionName(_ session: SessionEntry) -> String {
        session.nameText.components(separatedBy: " · ").first ?? session.nameText
    }
}
