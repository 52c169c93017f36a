import SwiftUI

/// The pill button used for Follow / Following.
struct FairwayButtonStyle: ButtonStyle {
    var isProminent: Bool = true

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 14)
            .padding(.vertical, 6)
            .background(isProminent ? Color.fairwayGreen : Color.clear, in: Capsule())
            .foregroundStyle(isProminent ? Color.white : Color.fairwayGreen)
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}
