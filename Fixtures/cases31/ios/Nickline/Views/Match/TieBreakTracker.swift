import Foundation
import Observation

@Observable
private final class TieBreakTracker {
    private(set) var rallyIds: [String] = []

    func record(_ rallyId: String) {
        rallyIds.append(rallyId)
    }
}
