import SwiftUI

/// The two batters at the crease, striker first. Fed by `ScorecardViewModel`.
struct StrikerStripView: View {
    let batters: [BatterLine]

    private var striker: BatterLine? {
        batters.first(where: { $0.isOnStrike })
    }

    var body: some View {
        GeometryReader { proxy in
            HStack(spacing: 0) {
                ForEach(batters.filter { !$0.isOnStrike } + [striker].compactMap { $0 }) { batter in
                    VStack {
                        Text(batter.name)
                            .lineLimit(1)
                        Text("\(batter.runs)* (\(batter.balls))")
                            .font(Theme.Fonts.caption)
                    }
                    .frame(width: proxy.size.width / 2)
                }
            }
        }
        .frame(height: 44)
    }
}
