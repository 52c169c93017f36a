import AppIntents
import SwiftUI
import WidgetKit

struct SelectionsLockScreenView: View {
    let headline: String
    let changes: String
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.expandedSpacing) {
            Text(headline)
                .font(.headline)
            Text(changes)
                .font(.caption)
            if activityFamily == .small {
                Button(intent: OpenSelectionsIntent()) {
                    Label("Open", systemImage: "arrow.up.forward.app")
                }
            }
        }
        .padding(Theme.Spacing.lockScreenMargin)
    }
}
