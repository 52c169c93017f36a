import SwiftUI

struct BreakawayCardView: View {
    let breakaway: BreakawayDisplay
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            HStack {
                Text(breakaway.label)
                    .font(.headline)
                Spacer()
                Text(breakaway.gapLabel)
                    .monospacedDigit()
                    .contentTransition(.numericText())
            }
            Capsule()
                .fill(Theme.Colors.breakaway)
                .frame(width: CGFloat(breakaway.gapSeconds) / 3, height: 4)
                .animation(Theme.Motion.gapChange, value: breakaway.gapSeconds)
            if isExpanded {
                ForEach(breakaway.riderNames, id: \.self) { name in
                    Text(name)
                        .font(.subheadline)
                }
            } else {
                Text("\(breakaway.riderNames.count) riders up the road")
                    .font(.subheadline)
                    .foregroundStyle(Theme.Colors.textSecondary)
            }
        }
        .cardStyle()
        .contentShape(Rectangle())
        .onTapGesture {
            withAnimation(.snappy) { isExpanded.toggle() }
        }
    }
}

#Preview {
    BreakawayCardView(breakaway: FakeRaceService.superbagneres.breakaway!)
}
