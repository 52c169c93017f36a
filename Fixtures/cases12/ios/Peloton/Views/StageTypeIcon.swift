import SwiftUI

struct StageTypeIcon: View {
    let type: StageType

    var body: some View {
        icon
            .foregroundStyle(Theme.Colors.textSecondary)
            .accessibilityHidden(true)
    }

    @ViewBuilder
    private var icon: some View {
        switch type {
        case .flat:
            Image(systemName: "road.lanes")
        case .hilly:
            Image(systemName: "chart.line.uptrend.xyaxis")
        case .mountain:
            Image(systemName: "mountain.2")
        case .individualTt:
            Image(systemName: "stopwatch")
        case .teamTt:
            Image(systemName: "person.3")
        }
    }
}
