import SwiftUI

struct ReviewBadge: View {
    let entry: ReviewEntry

    var body: some View {
        badge
            .padding(.horizontal, NickSpacing.sm)
    }

    @ViewBuilder
    private var badge: some View {
        if entry.decisionKind == .overturned {
            Image(systemName: "arrow.uturn.backward").foregroundStyle(Color.nkTin)
        } else {
            Image(systemName: "checkmark").foregroundStyle(Color.nkGlass)
        }
    }

    var outcomeTitle: String {
        entry.decisionKind == .stroke ? "Stroke to \(entry.requestedBy)" : entry.outcomeText
    }
}
