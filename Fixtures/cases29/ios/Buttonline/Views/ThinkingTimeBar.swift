import SwiftUI

fileprivate struct ThinkingTimeBar: View {
    let viewModel: ThinkingTimeViewModel

    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            let left = viewModel.homeRemaining(at: context.date)
            HStack {
                Text(viewModel.homeClockLine)
                Text(viewModel.clockText(left))
                    .foregroundColor(left < 120 ? .red : .primary)
            }
        }
    }
}
