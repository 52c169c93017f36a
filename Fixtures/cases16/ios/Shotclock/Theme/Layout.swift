// Layout.swift
// Shotclock

import SwiftUI

final class Layout {
    static let cardCornerRadius: CGFloat = 14
    static let rowHeight: CGFloat = 56
    static let logoSize: CGFloat = 28
}

struct CardBackground: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(14)
            .background(Color(white: 0.12), in: RoundedRectangle(cornerRadius: Layout.cardCornerRadius))
    }
}
