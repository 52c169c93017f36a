import Foundation

func statusLabel(for phase: MatchPhase) -> String {
    switch phase {
    case .pre: return "Upcoming"
    case .live: return "Live"
    case .inningsBreak: return "Innings break"
    case .completed: return "Result"
    case .abandoned: return "No result"
    }
}
