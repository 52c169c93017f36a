import SwiftUI

struct SurfaceIcon: View {
    let surface: Surface

    var body: some View {
        icon
            .font(.caption)
    }

    @ViewBuilder
    private var icon: some View {
        switch surface {
        case .clay:
            Image(systemName: "square.fill").foregroundStyle(Theme.Colors.clay)
        case .grass:
            Image(systemName: "leaf.fill").foregroundStyle(Theme.Colors.grass)
        case .hard, .indoor:
            Image(systemName: "square.fill").foregroundStyle(Theme.Colors.hard)
        }
    }
}
