import SwiftUI
import UIKit

final class HapticsService {
    static let shared = HapticsService()
    private var generator = UIImpactFeedbackGenerator(style: .rigid)

    func rallyEnded() {
        generator.impactOccurred()
    }
}
