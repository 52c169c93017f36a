import SwiftUI

/// Revised target card shown after a rain interruption.
struct DLSTargetView: View {
    let chase: Chase
    let lastRefreshed: Date

    private static let refreshedFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.timeStyle = .short
        formatter.dateStyle = .none
        return formatter
    }()

    private static let decimalFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.maximumFractionDigits = 2
        formatter.minimumFractionDigits = 2
        return formatter
    }()

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.s) {
            Text(chase.revisedTargetText ?? chase.targetText)
                .font(Theme.Typeface.title)
            Text("Required rate " + String(format: "%.2f", chase.requiredRate))
                .font(Theme.Typeface.body)
            Text(chase.parScoreText ?? "")
                .font(Theme.Typeface.caption)
            Text("Updated \(Self.refreshedFormatter.string(from: lastRefreshed))")
                .font(Theme.Typeface.caption)
                .foregroundStyle(.tertiary)
        }
        .cardStyle()
    }
}
