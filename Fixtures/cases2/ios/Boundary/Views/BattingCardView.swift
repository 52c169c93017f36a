import SwiftUI

struct BattingCardView: View {
    let line: InningsLine
    @State private var expanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.small) {
            Text(ListFormatter.localizedString(byJoining: line.batters.map(\.name)))
                .font(.caption)
                .foregroundStyle(.secondary)
            ForEach(visibleBatters, id: \.name) { batter in
                HStack {
                    Text(batter.name)
                    Spacer()
                    Text(batter.figuresText)
                    Text(batter.strikeRateText)
                        .foregroundStyle(.secondary)
                }
            }
            Button {
                withAnimation(.snappy) { expanded.toggle() }
            } label: {
                Image(systemName: expanded ? "chevron.up" : "chevron.down")
            }
        }
    }

    private var visibleBatters: [BatterLine] {
        expanded ? line.batters : line.batters.filter(\.isOnStrike)
    }
}

private extension BatterLine {
    var strikeRateText: String {
        guard balls > 0 else { return "–" }
        let rate = Double(runs) / Double(balls) * 100
        return rate.formatted(.number.precision(.fractionLength(1)))
    }
}
