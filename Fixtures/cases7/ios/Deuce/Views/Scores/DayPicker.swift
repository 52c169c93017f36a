import SwiftUI

struct DayPicker: View {
    let days: [Date]
    @Binding var selection: Date

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: Theme.Spacing.sm) {
                ForEach(days, id: \.self) { day in
                    Button {
                        selection = day
                    } label: {
                        VStack(spacing: Theme.Spacing.xs) {
                            Text(day, format: .dateTime.weekday(.abbreviated))
                                .font(.caption)
                            Text(day, format: .dateTime.day())
                                .font(.headline)
                        }
                        .padding(.vertical, Theme.Spacing.sm)
                        .padding(.horizontal, Theme.Spacing.md)
                        .background(
                            Calendar.current.isDate(day, inSameDayAs: selection) ? Theme.Colors.ball.opacity(0.3) : .clear,
                            in: .capsule
                        )
                    }
                    .buttonStyle(.plain)
                }
            }
        }
    }
}
