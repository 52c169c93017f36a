import SwiftUI
import Observation

@MainActor
protocol ScenePhaseRelay: AnyObject, Observable {
    func update(_ phase: ScenePhase)
}

@Observable
@MainActor
final class RealScenePhaseRelay: ScenePhaseRelay {
    private(set) var lastPhase: ScenePhase = .inactive

    func update(_ phase: ScenePhase) {
        lastPhase = phase
    }
}
