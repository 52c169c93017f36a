import SwiftUI

private struct SetScoresView: View {
    let setScores: [String]

    var body: some View {
        HStack(spacing: Spacing.s) {
            ForEach(setScores.prefix(5), id: \.self) { score in
                let sides = score.split(separator: "-")
                VStack {
                    Text(String(sides.first ?? ""))
                    Text(String(sides.last ?? ""))
                }
                .font(Typography.caption)
            }
            Text("Best of five")
        }
    }
}
