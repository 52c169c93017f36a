import Foundation

struct MatchEvent: Codable, Hashable, Sendable, Identifiable {
    enum Kind: String, Codable, Hashable, Sendable {
        case goal
        case save
        case sevenMetreGoal = "seven_metre_goal"
        case sevenMetreMiss = "seven_metre_miss"
        case suspension
        case redCard = "red_card"
        case timeout
        case emptyNet = "empty_net"
    }

    let id: String
    let kind: Kind
    let gameSecond: Int
    let teamId: String
    let playerName: String?
    let description: String
    let minuteLabel: String

    static let placeholderId = "pending"

    var minute: Int { gameSecond / 60 }

    var clockText: String {
        String(format: "%02d:%02d", gameSecond / 60, gameSecond % 60)
    }

    var summary: String {
        switch kind {
        case .goal: return "Goal – \(playerName ?? "")"
        case .timeout: return "Team timeout"
        default: return description
        }
    }

    func accessibilityLabel(teamName: String) -> String {
        "\(teamName), \(description), minute \(minute)"
    }

    var isScoring: Bool {
        kind == .goal || kind == .sevenMetreGoal
    }

    var iconName: String {
        switch kind {
        case .goal, .sevenMetreGoal, .emptyNet: return "soccerball"
        case .save, .sevenMetreMiss: return "hand.raised"
        case .suspension, .redCard: return "timer"
        case .timeout: return "pause.circle"
        }
    }
}

extension MatchEvent {
    var shortLabel: String {
        "\(minuteLabel) \(playerName?.components(separatedBy: " ").last ?? "")"
    }
}
