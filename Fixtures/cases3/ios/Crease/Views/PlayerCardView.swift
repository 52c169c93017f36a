import SwiftUI

struct PlayerCardView: View {
    let bowler: BowlerLine

    private var surname: String {
        bowler.name.components(separatedBy: " ").last ?? bowler.name
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.small) {
            Text(surname)
                .font(Theme.Fonts.headline)
            Text(bowler.figuresText)
            Text(bowler.oversText)
                .foregroundStyle(.secondary)
            if let kph = bowler.topSpeedKph {
                Text(Measurement(value: kph, unit: UnitSpeed.kilometersPerHour).formatted(.measurement(width: .abbreviated)))
                    .font(Theme.Fonts.caption)
            }
        }
        .padding(Theme.Spacing.card)
    }
}
