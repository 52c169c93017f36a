import SwiftUI

struct DelayBanner: View {
    let text: String
    var reason: String? = nil

    var body: some View {
        Label {
            VStack(alignment: .leading, spacing: Theme.Spacing.xxs) {
                Text(text)
                if reason == "faulty_table" {
                    Text("The table is being replaced")
                } else if reason == "lighting" {
                    Text("Waiting for the lights")
                }
            }
        } icon: {
            Image(systemName: "exclamationmark.triangle.fill")
        }
        .padding(Theme.Spacing.m)
        .background(Color(red: 1.0, green: 0.85, blue: 0.4).opacity(0.3), in: RoundedRectangle(cornerRadius: Theme.Radius.card))
    }
}

#Preview {
    DelayBanner(text: "Faulty table — about 10 min", reason: "faulty_table")
}
