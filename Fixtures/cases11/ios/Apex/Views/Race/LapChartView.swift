import SwiftUI

struct LapChartView: View {
    let entries: [TimingEntry]
    @State private var highlighted: String?

    var body: some View {
        GeometryReader { proxy in
            let maxGap = entries.map(\.gapToLeaderMs).max() ?? 1
            ForEach(entries) { entry in
                Capsule()
                    .fill(Color.team(entry.teamColorName))
                    .frame(width: proxy.size.width * CGFloat(entry.gapToLeaderMs) / CGFloat(maxGap), height: 6)
                    .opacity(highlighted == nil || highlighted == entry.id ? 1 : 0.3)
                    .onTapGesture { highlighted = entry.id }
            }
        }
    }
}
