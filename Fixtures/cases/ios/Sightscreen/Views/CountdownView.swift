import SwiftUI

struct CountdownView: View {
    let start: Date

    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            Text(timerInterval: context.date...max(start, context.date), countsDown: true)
                .monospacedDigit()
        }
    }
}
