import SwiftUI
import WidgetKit

/// One pip per stone still to be thrown in the current end.
struct StonesLeftPips: View {
    let remaining: Int

    var body: some View {
        HStack(spacing: WidgetMetrics.pipSize / 2) {
            ForEach(0..<remaining, id: \.self) { _ in
                Pip()
            }
        }
    }

    struct Pip: View {
        var body: some View {
            Circle().frame(width: WidgetMetrics.pipSize, height: WidgetMetrics.pipSize)
        }
    }
}

struct PipStyle {
    static let filledOpacity = 1.0
    static let emptyOpacity = 0.25
}

extension StonesLeftPips {
    var pipTint: Color { .white }
}

#Preview("Pips") {
    StonesLeftPips(remaining: LiveActivityPreviewData.eighthEnd.stonesRemaining)
}
