import SwiftUI

/// Warning strip under the score when the batting side is nearly out.
struct WicketsBanner: View {
    let display: DisplayState

    var body: some View {
        let down = display.scoreText.trailingWickets ?? 0
        if down >= 8 {
            Text("Tail exposed")
                .font(.caption.weight(.semibold))
                .foregroundStyle(Color("BoundaryAmber"))
        }
    }
}
