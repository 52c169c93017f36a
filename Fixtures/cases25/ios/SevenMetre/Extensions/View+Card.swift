import SwiftUI

extension View {
    func cardStyle() -> some View {
        padding(Theme.Spacing.md)
            .background(
                RoundedRectangle(cornerRadius: Theme.Radius.card)
                    .fill(AppColors.cardBackground)
            )
            .shadow(color: Color(white: 0, opacity: 0.08), radius: 6, y: 2)
    }

    func liveBorder(_ active: Bool) -> some View {
        overlay(
            RoundedRectangle(cornerRadius: Theme.Radius.card)
                .stroke(Color(hex: 0xE53935), lineWidth: active ? 2 : 0)
        )
    }
}

extension Color {
    init(hex: UInt32) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
    }
}
