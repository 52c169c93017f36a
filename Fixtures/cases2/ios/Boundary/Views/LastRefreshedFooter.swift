import SwiftUI

struct LastRefreshedFooter: View {
    /// Device time of our last successful pull — not a backend value.
    let refreshedAt: Date

    private static let ageFormatter: RelativeDateTimeFormatter = {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .short
        return formatter
    }()

    var body: some View {
        TimelineView(.periodic(from: .now, by: 60)) { context in
            Text("Updated \(Self.ageFormatter.localizedString(for: refreshedAt, relativeTo: context.date))")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }
}
