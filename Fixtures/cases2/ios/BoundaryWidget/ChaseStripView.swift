import SwiftUI
import WidgetKit

/// Bottom of the expanded Dynamic Island during a chase.
// Earlier builds did oversText.split(separator: ".") to find the ball; the backend sends it now.
struct ChaseStripView: View {
    let state: BoundaryMatchAttributes.ContentState
    private let maxBalls = 120

    var body: some View {
        GeometryReader { geo in
            VStack(alignment: .leading, spacing: 4) {
                if let needed = state.runsNeeded {
                    Text("\(needed)") + Text(" to win").foregroundStyle(.secondary)
                }
                Capsule()
                    .fill(Color("BoundaryAmber"))
                    .frame(width: geo.size.width * completion, height: 4)
                Text("\(overBalls) balls left")
                    .font(.caption2)
            }
        }
    }

    private var completion: CGFloat {
        CGFloat(state.legalBalls) / CGFloat(maxBalls)
    }

    private var overBalls: Int { maxBalls - state.legalBalls }
}
