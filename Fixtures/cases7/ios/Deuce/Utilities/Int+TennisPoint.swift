import Foundation

extension Int {
    /// Raw point count within a game, called the way the chair calls it.
    var tennisPointLabel: String {
        switch self {
        case 0: return "0"
        case 1: return "15"
        case 2: return "30"
        case 3: return "40"
        default: return "AD"
        }
    }
}
