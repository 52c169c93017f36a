import SwiftUI

struct DriverFocusView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        HStack {
            DriverFocusBadge(code: state.leaderCode)
            Text(state.expanded.positionLabel)
                .contentTransition(.numericText())
        }
    }
}

struct DriverFocusBadge: View {
    let code: String

    var body: some View {
        Text(code)
            .font(.caption.bold())
            .padding(WidgetColors.rowSpacing)
            .background(Color(red: 0.2, green: 0.2, blue: 0.2), in: ContainerRelativeShape())
    }
}

#Preview {
    DriverFocusView(state: LiveActivityDisplayState(
        phase: .racing,
        lapLabel: "Lap 12/57",
        leaderCode: "VER",
        leaderGap: "+1.204",
        trackStatus: .green,
        trackStatusLabel: "Green",
        compact: LiveActivityCompact(leading: "P1 VER", trailing: "+1.2", minimal: "P1"),
        expanded: LiveActivityExpanded(headline: "Verstappen leads", positionLabel: "P1", gapLabel: "+1.204", tyreLabel: "Medium · 9 laps", tyreCompound: "medium", lastEvent: "", rows: []),
        deepLink: "apex://race/2026-bahrain-race",
        updatedAt: .now
    ))
}
