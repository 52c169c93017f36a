import SwiftUI
import Observation

@Observable
@MainActor
final class ScenePhaseObserver {
    private(set) var lastPhase: ScenePhase = .active

    func handle(_ phase: ScenePhase) {
        lastPhase = phase
    }
}
