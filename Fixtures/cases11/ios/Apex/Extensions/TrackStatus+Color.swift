import SwiftUI

extension TrackStatus {
    /// Flag colour for banners and the timing tower edge.
    var tint: Color {
        switch self {
        case .green: return .green
        case .yellow, .safetyCar, .virtualSafetyCar: return Theme.Colors.safetyCar
        case .red: return Theme.Colors.redFlag
        case .chequered: return Theme.Colors.textPrimary
        }
    }
}
