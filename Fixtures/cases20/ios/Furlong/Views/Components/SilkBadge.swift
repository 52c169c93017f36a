import SwiftUI

private struct SilkBadge: View {
    let emoji: String

    var body: some View {
        Text(emoji)
            .font(.title3)
            .frame(width: 30, height: 30)
            .background(
                // umpire:disable-next-line hardcoded-colour -- pale grey from the silks style sheet
                Circle().fill(Color(red: 0.93, green: 0.93, blue: 0.95))
            )
    }
}
