import SwiftUI
import WidgetKit

private struct QualifyingLockScreenView: View {
    let state: QualifyingActivityAttributes.ContentState

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetLayout.compactSpacing) {
            Text(state.sessionText).font(.headline)
            HStack {
                Text(state.positionText)
                    .font(.title.bold())
                Spacer()
                Text(state.bestLapText).font(.body.monospacedDigit())
            }
            Text(state.timeLeftText).font(.caption)
        }
        .frame(width: 340, height: 150)
        .background(Color(red: 0.12, green: 0.1, blue: 0.2))
    }
}

#Preview {
    QualifyingLockScreenView(state: .init(sessionText: "Q2", positionText: "P4", bestLapText: "1:29.804", timeLeftText: "6 min left"))
}
