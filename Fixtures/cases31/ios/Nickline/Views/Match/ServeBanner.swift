import SwiftUI

struct ServeBanner: View {
    let server: PlayerLine
    let receiver: PlayerLine
    let servingFromRight: Bool

    var body: some View {
        HStack {
            Text(server.scoreboardName)
            Text(servingFromRight ? "R" : "L")
            Spacer()
            Text(String(server.pointsInGame) + "–" + String(receiver.pointsInGame))
        }
        .padding(.horizontal, NickSpacing.md)
    }
}
