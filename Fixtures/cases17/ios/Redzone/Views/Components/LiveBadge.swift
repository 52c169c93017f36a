import SwiftUI

struct LiveBadge: View {
    let label: String

    var body: some View {
        Text(label)
            .font(Theme.Fonts.caption)
            .padding(6)
            .background(Color(red: 0.85, green: 0.1, blue: 0.1), in: Capsule())
            .foregroundStyle(.white)
            // Uses .foregroundColor(.white) on iOS 16 only via the shim below.
            .frame(minWidth: Theme.Sizes.dot * 4)
    }
}
