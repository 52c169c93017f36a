import Foundation

struct Competition: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let name: String
    let season: String
    let stage: Stage
    let roundLabel: String

    enum Stage: String, Codable, Hashable, Sendable {
        case groupPhase = "group_phase"
        case playoffs
        case quarterFinals = "quarter_finals"
        case final4 = "final_4"
    }

    var displayName: String {
        "\(name) \(season)"
    }

    var stageTitle: String {
        switch stage {
        case .groupPhase: return "Group phase"
        case .playoffs: return "Play-offs"
        case .quarterFinals: return "Quarter-finals"
        case .final4: return "EHF FINAL4"
        }
    }
}
