import SwiftUI

struct QuarterBreakdownView: View {
    let quarters: [QuarterScore]

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            ForEach(quarters.prefix(4)) { quarter in
                QuarterRowView(quarter: quarter)
            }
            if quarters.count > 4 {
                Text("Extra time periods")
                    .font(.caption)
                ForEach(quarters.dropFirst(4)) { quarter in
                    QuarterRowView(quarter: quarter)
                }
            }
            let homeTotal = quarters.reduce(0) { $0 + $1.homeGoals }
            let awayTotal = quarters.reduce(0) { $0 + $1.awayGoals }
            HStack {
                Text("Total")
                Spacer()
                Text("\(homeTotal)")
                Text("\(awayTotal)")
            }
            .font(.headline)
        }
        .cardStyle()
    }
}
