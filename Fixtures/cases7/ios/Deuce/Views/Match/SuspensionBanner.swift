import SwiftUI

struct SuspensionBanner: View {
    let match: MatchItem

    var body: some View {
        HStack(spacing: Theme.Spacing.sm) {
            Image(systemName: "cloud.rain")
            VStack(alignment: .leading) {
                Text("Rain delay")
                    .font(.subheadline.bold())
                if let note = match.liveNote {
                    Text(note)
                        .font(.footnote)
                }
            }
        }
        .padding(Theme.Spacing.md)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(red: 0.16, green: 0.32, blue: 0.55).opacity(0.15), in: .rect(cornerRadius: Theme.Radius.card))
    }
}
