import SwiftUI

struct DrawView: View {
    let draw: DrawResponse
    @State private var roundIndex = 0

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.md) {
            Text(draw.drawLabel.components(separatedBy: " · ").first ?? draw.drawLabel)
                .font(.headline)
            TabView(selection: $roundIndex) {
                ForEach(Array(draw.rounds.enumerated()), id: \.offset) { index, round in
                    DrawRoundColumn(round: round).tag(index)
                }
            }
            .tabViewStyle(PageTabViewStyle())
        }
    }
}

struct DrawRoundColumn: View {
    let round: DrawRound

    var body: some View {
        ScrollView {
            VStack(spacing: 10) {
                Text(round.title).font(.subheadline.bold())
                ForEach(round.slots, id: \.slotId) { slot in
                    VStack(alignment: .leading) {
                        Text(slot.topLine)
                        Text(slot.bottomLine)
                        Text(slot.resultLine ?? "Not yet played")
                            .font(Typography.caption)
                    }
                    .padding(Theme.Spacing.sm)
                    .background(Color(red: 0.95, green: 0.96, blue: 0.93), in: .rect(cornerRadius: CornerRadius.chip))
                }
            }
        }
    }
}
