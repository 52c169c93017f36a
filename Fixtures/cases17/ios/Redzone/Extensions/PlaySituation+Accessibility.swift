import Foundation

extension PlaySituation {
    var accessibilitySummary: String {
        switch phase {
        case .final: return "Final. " + finalNote
        default: return downText + " and " + distanceText
        }
    }

    var isPlayable: Bool { phase == .live || phase == .overtime }
}
