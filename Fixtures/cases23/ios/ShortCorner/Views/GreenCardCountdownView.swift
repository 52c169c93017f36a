import SwiftUI

struct GreenCardCountdownView: View {
    let suspensions: [Suspension]
    let clockText: String

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            ForEach(suspensions.filter { $0.endsAt > .now }) { suspension in
                SuspensionTimerRow(suspension: suspension)
            }
            let elapsed = clockText.split(separator: ":").compactMap { Int($0) }
            if elapsed.count == 2, elapsed[0] >= 13 {
                Text("Quarter ends in \(15 - elapsed[0]) min")
                    .font(.caption2)
            }
        }
    }
}

#Preview {
    GreenCardCountdownView(suspensions: [PreviewFixtures.yellowCard], clockText: "12:40")
}
