import SwiftUI
import WidgetKit

struct MinimalView: View {
    let state: LiveActivityContentState

    var body: some View {
        Text(state.compact.minimal)
            .font(.caption2.bold())
            .contentTransition(.numericText())
            .foregroundStyle(Palette(sentiment: state.sentiment).tint)
            .transaction { $0.animation = .linear(duration: 4) }
    }
}

extension MinimalView {
    struct Palette {
        let sentiment: String
        var tint: Color {
            switch sentiment {
            case "steal": return .green
            case "tense": return .orange
            default: return .white
            }
        }
    }
}
