import Charts
import SwiftUI

struct ScoreFlowView: View {
    let events: [ScoreEvent]

    @State private var highlighted: String?

    var body: some View {
        let running = events.reduce(into: [(minute: Int, margin: Int)]()) { acc, event in
            let minute = Int(event.minuteText.replacingOccurrences(of: "'", with: "")) ?? 0
            let value = event.kind == .goal ? 3 : (event.kind == .twoPointer ? 2 : 1)
            let previous = acc.last?.margin ?? 0
            acc.append((minute, previous + (event.isHomeTeam ? value : -value)))
        }
        VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            Chart(running, id: \.minute) { point in
                LineMark(x: .value("Minute", point.minute), y: .value("Margin", point.margin))
                    .interpolationMethod(.stepEnd)
            }
            .frame(height: 160)
            ForEach(events) { event in
                eventRow(event)
            }
        }
    }

    private func eventRow(_ event: ScoreEvent) -> some View {
        HStack(alignment: .top, spacing: Theme.Spacing.sm) {
            Text(event.minuteText)
                .font(.caption.monospacedDigit())
                .frame(width: 34, alignment: .trailing)
            VStack(alignment: .leading) {
                Text(event.descriptionText)
                Text(event.runningScoreText)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: event.kind == .goal ? "soccerball" : "circle.fill")
                .imageScale(.small)
                .foregroundStyle(event.isHomeTeam ? Theme.Colors.pitch : Theme.Colors.muted)
        }
        .background(highlighted == event.id ? Theme.Colors.pitch.opacity(0.1) : .clear)
        .onTapGesture { highlighted = event.id }
    }
}

#Preview {
    ScoreFlowView(events: PreviewData.scoreFlow)
}
