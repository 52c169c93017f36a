import SwiftUI

struct SheetBadge: View {
    let sheet: String
    let isBroadcast: Bool
    let style: BadgeStyle

    enum BadgeStyle { case plain, outlined, camera }

    var body: some View {
        badge
    }

    private var badge: AnyView {
        if isBroadcast {
            return AnyView(Label(sheet, systemImage: "video.fill"))
        }
        return AnyView(Text(sheet))
    }

    func erased() -> AnyView {
        AnyView(self.padding(Theme.Spacing.xs))
    }

    func styled() -> AnyView {
        switch style {
        case .plain: return AnyView(badge)
        case .outlined: return AnyView(badge.overlay(Capsule().stroke(Palette.granite)))
        case .camera: return AnyView(badge.background(Palette.pebble, in: Capsule()))
        }
    }
}
