import SwiftUI

struct TyreStintStrip: View {
    let compounds: [TyreCompound]
    let isCompact: Bool

    var body: some View {
        HStack(spacing: PitstopTheme.Spacing.xs) {
            ForEach(Array(compounds.enumerated()), id: \.offset) { _, compound in
                chip(for: compound)
            }
        }
        .onAppear {
            Haptics.prepare()
        }
    }

    @ViewBuilder
    private func chip(for compound: TyreCompound) -> some View {
        if isCompact {
            Circle().fill(TyreColors.color(for: compound))
                .frame(width: PitstopTheme.Spacing.sm, height: PitstopTheme.Spacing.sm)
        } else {
            Capsule().fill(TyreColors.color(for: compound))
                .frame(width: PitstopTheme.Spacing.lg, height: PitstopTheme.Spacing.sm)
        }
    }
}

/// Wraps the feedback generator so views never touch UIKit directly.
enum Haptics {
    @MainActor static func prepare() {
        UIImpactFeedbackGenerator(style: .light).prepare()
    }
}
