import SwiftUI

struct ServeClockView: View {
    let display: MatchDisplayState
    let serveDeadline: Date
    @Binding var isExpanded: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            header
            if isExpanded {
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    let remaining = max(0, serveDeadline.timeIntervalSince(context.date))
                    Text(Duration.seconds(remaining).formatted(.time(pattern: .minuteSecond)))
                        .font(.body.monospacedDigit())
                }
            }
            Link("Expedite rule explained", destination: URL(string: "https://edgeball.app/help/expedite")!)
        }
        .padding()
    }

    @ViewBuilder
    private var header: some View {
        if let note = display.noteText {
            Text(note)
        } else {
            Text(display.statusText)
        }
    }
}

#Preview {
    ServeClockView(display: PreviewData.liveDisplay, serveDeadline: .now.addingTimeInterval(25), isExpanded: .constant(true))
}
