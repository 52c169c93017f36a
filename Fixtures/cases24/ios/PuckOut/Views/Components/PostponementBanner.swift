import SwiftUI

struct PostponementBanner: View {
    let reason: String

    var body: some View {
        Label {
            VStack(alignment: .leading, spacing: Theme.Spacing.xxs) {
                Text("Match postponed")
                    .font(.subheadline.bold())
                Text(reason.isEmpty ? "Frozen pitch — new date to be confirmed" : reason)
                    .font(.caption)
            }
        } icon: {
            Image(systemName: "snowflake")
        }
        .padding(Theme.Spacing.md)
        .background(Color(red: 0.86, green: 0.92, blue: 0.98), in: RoundedRectangle(cornerRadius: Theme.Radius.card))
        .foregroundColor(Theme.Colors.scoreboard)
    }
}

#Preview {
    PostponementBanner(reason: "Fog at Semple Stadium — throw-in delayed 30 minutes")
}
