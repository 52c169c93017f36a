import SwiftUI

private struct ServeIndicator: View {
    let isServingA: Bool

    var body: some View {
        HStack {
            Circle()
                .fill(isServingA ? Color.nkAmber : .clear)
                .frame(width: 8, height: 8)
            Spacer()
            Circle()
                .fill(isServingA ? .clear : Color.nkAmber)
                .frame(width: NickSpacing.sm, height: NickSpacing.sm)
        }
        .accessibilityLabel(isServingA ? "Serving: left" : "Serving: right")
    }
}
