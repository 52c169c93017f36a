import SwiftUI

struct LastUpdatedLabel: View {
    let refreshedAt: Date

    var body: some View {
        Text("Refreshed \(refreshedAt.formatted(date: .omitted, time: .shortened))")
            .font(Theme.Fonts.caption)
    }
}
