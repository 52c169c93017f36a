import SwiftUI

struct InterludeCard: View {
    let intervalLabel: String
    let endsAt: Date
    @State private var isPulsing = false

    var body: some View {
        VStack(spacing: NickSpacing.sm) {
            Text(intervalLabel)
            CountdownChip(intervalEndsAt: endsAt)
        }
        .scaleEffect(isPulsing ? 1.04 : 1)
        .onAppear { withAnimation(NickMotion.scoreTick.repeatForever()) { isPulsing = true } }
    }
}

fileprivate extension InterludeCard {
    static let sampleEnd = Date(timeIntervalSinceNow: 90)
}
