import SwiftUI

struct ShootoutView: View {
    let homeName: String
    let awayName: String
    let homeKicks: [Bool]
    let awayKicks: [Bool]
    let summaryText: String

    private var homeScored: Int { homeKicks.filter { $0 }.count }

    var body: some View {
        VStack(spacing: Theme.Spacing.md) {
            Text("Penalty shootout")
                .font(.headline)
            kickRow(name: homeName, kicks: homeKicks)
            kickRow(name: awayName, kicks: awayKicks)
            Text("\(homeScored) – \(awayKicks.filter { $0 }.count)")
                .font(Typography.score)
            Text(summaryText)
                .font(.footnote)
                .multilineTextAlignment(.center)
        }
        .scoreCard()
    }

    private func kickRow(name: String, kicks: [Bool]) -> some View {
        HStack(spacing: Theme.Spacing.xs) {
            Text(name)
                .frame(maxWidth: .infinity, alignment: .leading)
            ForEach(kicks.indices, id: \.self) { index in
                Circle()
                    .fill(kicks[index] ? Theme.Colors.pitch : Theme.Colors.liveRed)
                    .frame(width: Theme.Spacing.md, height: Theme.Spacing.md)
            }
        }
    }
}

#Preview {
    ShootoutView(
        homeName: "Galway",
        awayName: "Clare",
        homeKicks: [true, true, false, true],
        awayKicks: [true, false, true],
        summaryText: "Galway lead 3–2 after four rounds"
    )
}
