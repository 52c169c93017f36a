import SwiftUI

struct JerseyBadge: View {
    let jersey: Jersey

    var body: some View {
        Circle()
            .fill(jersey.tint)
            .frame(width: Theme.Size.jerseyBadge, height: Theme.Size.jerseyBadge)
            .overlay {
                if jersey == .polkaDot {
                    PolkaDotPattern()
                }
            }
            .overlay(Circle().strokeBorder(.secondary.opacity(0.3)))
            .accessibilityHidden(true)
    }
}

private struct PolkaDotPattern: View {
    var body: some View {
        Canvas { context, size in
            let dot = size.width / 6
            for (x, y) in [(0.3, 0.3), (0.7, 0.4), (0.4, 0.72)] {
                let rect = CGRect(x: size.width * x - dot / 2, y: size.height * y - dot / 2, width: dot, height: dot)
                context.fill(Path(ellipseIn: rect), with: .color(.white))
            }
        }
        .clipShape(Circle())
    }
}
