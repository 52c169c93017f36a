import SwiftUI

struct PointsPill: View {
    let text: String
    let isGameBall: Bool
    let containerWidth: CGFloat

    var body: some View {
        Text(text)
            .font(NickType.gameChip)
            .frame(width: containerWidth / 3)
            .padding(.horizontal, NickSpacing.sm)
            .background(isGameBall ? Color.nkAmber : Color("PillBackground"), in: Capsule())
            .foregroundStyle(Color.black.opacity(0.8))
            .overlay(Capsule().stroke(Color(uiColor: .separator)))
            .shadow(color: Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 0.25), radius: 4)
    }
}
