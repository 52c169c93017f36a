import Foundation

enum MatchEventKind: String, Codable, Hashable, Sendable {
    case goal
    case superShot = "super_shot"
    case intercept
    case gain
    case penalty
    case substitution
    case centrePass = "centre_pass"
    case quarterEnd = "quarter_end"
}

struct MatchEventItem: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let kind: MatchEventKind
    let teamId: String?
    let text: String
    let detailText: String?
    let clockLabel: String
    let quarterLabel: String
    let scoreAfter: String?

    var accessibilityText: String {
        "\(quarterLabel), \(clockLabel): \(text)"
    }

    var kindLabel: String {
        kind.rawValue.replacingOccurrences(of: "_", with: " ").capitalized
    }

    var isScoring: Bool {
        kind == .goal || kind == .superShot
    }

    enum CodingKeys: String, CodingKey {
        case id = "event_id"
        case kind, teamId, text, detailText, clockLabel, quarterLabel, scoreAfter
    }
}
