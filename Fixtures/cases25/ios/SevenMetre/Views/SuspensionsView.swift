import SwiftUI

struct SuspensionsView: View {
    let expiries: [Date]

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            ForEach(expiries.prefix(4), id: \.self) { end in
                HStack {
                    Image(systemName: "timer")
                    Text(timerInterval: Date.now...end, countsDown: true)
                        .monospacedDigit()
                }
                .foregroundStyle(AppColors.suspension)
            }
            if expiries.count > 4 {
                Text("+\(expiries.count - 4) more")
                    .font(.caption)
            }
        }
    }
}
