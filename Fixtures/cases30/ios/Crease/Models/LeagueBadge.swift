import Foundation

/// League marker shown on cards and in the Live Activity header.
struct LeagueBadge: Codable, Hashable, Sendable {
    let code: String
    let shortName: String
    let symbolName: String
    let isIndoor: Bool
}
