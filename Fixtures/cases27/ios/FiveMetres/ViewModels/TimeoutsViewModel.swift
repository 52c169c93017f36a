import Foundation
import Observation

@Observable @MainActor
final class TimeoutsViewModel {
    private(set) var homeTimeoutsUsed = 0
    private(set) var awayTimeoutsUsed = 0
    private(set) var timeoutText = ""

    func update(from state: MatchDisplayState, homeUsed: Int, awayUsed: Int) {
        homeTimeoutsUsed = homeUsed
        awayTimeoutsUsed = awayUsed
        let remaining = 2 - homeUsed
        timeoutText = remaining == 1 ? "1 timeout left" : "\(remaining) timeouts left"
        if state.situationText?.hasPrefix("Man up") == true {
            timeoutText += " · man up"
        }
    }
}
