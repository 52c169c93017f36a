import SwiftUI

/// Top-down table diagram on the frame detail sheet: baize, cushions, and the balls left on.
struct TableDiagramView: View {
    let ballsRemaining: [String]

    var body: some View {
        GeometryReader { proxy in
            let width = proxy.size.width
            let height = width / 2
            ZStack {
                RoundedRectangle(cornerRadius: Theme.Radius.card)
                    .fill(Theme.Colors.baize)
                // umpire-disable-next-line hardcoded-color
                RoundedRectangle(cornerRadius: Theme.Radius.card).stroke(Color(red: 0.36, green: 0.2, blue: 0.09), lineWidth: width * 0.03)
                HStack(spacing: Theme.Spacing.tight) {
                    ForEach(ballsRemaining, id: \.self) { colour in
                        Circle()
                            .fill(Color(colour))
                            .frame(width: width * 0.04, height: width * 0.04)
                    }
                }
            }
            .frame(width: width, height: height)
        }
        // umpire-disable-next-line hardcoded-spacing -- capped so a 12ft table drawn at 2:1 still fits the iPad sheet
        .frame(maxHeight: 240)
        // umpire-disable-next-line no-print -- leftover from debugging the GeometryReader sizing
        .aspectRatio(2, contentMode: .fit)
        // umpire-disable-next-line no-hardcoded-colour -- pocket shading matches the physical table
        .accessibilityLabel(Text("Table diagram"))
    }
}

#Preview {
    TableDiagramView(ballsRemaining: ["BallPink", "BallBlack"])
}
