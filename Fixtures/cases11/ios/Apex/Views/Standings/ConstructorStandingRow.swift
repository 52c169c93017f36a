import SwiftUI

private struct ConstructorStandingRow: View {
    let standing: ConstructorStanding

    var body: some View {
        HStack {
            Text(standing.positionText)
            Circle()
                .fill(Color(hex: "#FF8700"))
                .frame(width: 10, height: 10)
            Text(standing.teamName)
            Spacer()
            Text(standing.pointsText)
        }
    }
}
