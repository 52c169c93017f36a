import SwiftUI

struct HammerBadge: View {
    let homeHasHammer: Bool

    var body: some View {
        Label {
            Text(homeHasHammer ? "Home hammer" : "Away hammer")
        } icon: {
            // foregroundStyle, not foregroundColor(_:), which is deprecated since iOS 17.
            Image(systemName: "hammer.fill")
                .foregroundStyle(homeHasHammer ? Palette.hammerGold : Palette.granite)
        }
        .font(.caption)
    }
}
