import SwiftUI

struct CountdownChip: View {
    let intervalEndsAt: Date

    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            let remaining = max(0, Int(intervalEndsAt.timeIntervalSince(context.date)))
            Text("\(remaining)s")
                .monospacedDigit()
                .foregroundStyle(UIColor(red: 0.95, green: 0.3, blue: 0.2, alpha: 1).asColor)
        }
    }
}

private extension UIColor {
    var asColor: Color { Color(uiColor: self) }
}
