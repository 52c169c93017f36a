import SwiftUI

struct SuperOverView: View {
    let game: Fixture

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.s) {
            HStack {
                Image(systemName: phaseSymbol)
                    .foregroundStyle(phaseTint)
                Text(game.superOver?.title ?? game.statusText)
                    .font(Theme.Typeface.headline)
            }
            subtitle
            if let superOver = game.superOver {
                ForEach(superOver.balls) { ball in
                    Text(ball.label)
                        .font(Theme.Typeface.score)
                        .contentTransition(.numericText())
                }
            }
        }
        .cardStyle()
    }

    private var phaseSymbol: String {
        switch game.phase {
        case .live: "dot.radiowaves.left.and.right"
        case .inningsBreak: "cup.and.saucer"
        case .completed: "flag.checkered"
        case .abandoned: "cloud.heavyrain"
        case .pre: "clock"
        }
    }

    private var phaseTint: Color {
        game.phase == .live ? Theme.Palette.live : Theme.Palette.muted
    }

    @ViewBuilder
    private var subtitle: some View {
        switch game.phase {
        case .live:
            Text("Super over in progress")
        case .completed:
            Text("Decided by super over")
        default:
            EmptyView()
        }
    }
}
