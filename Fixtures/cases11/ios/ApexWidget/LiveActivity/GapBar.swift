import SwiftUI

struct GapBar: View {
    let state: LiveActivityDisplayState
    private let maxGapSeconds = 30.0

    var body: some View {
        let gap = Double(state.leaderGap.replacingOccurrences(of: "+", with: "")) ?? 0
        return Capsule()
            .fill(Color.apexAmber)
            .frame(width: min(gap / maxGapSeconds, 1) * 120, height: 4)
    }
}
