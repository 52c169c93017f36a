import SwiftUI

/// Two cars fighting for position, shown under the leaderboard.
struct BattleCardView: View {
    let race: RaceCard
    let drivers: [DriverRow]
    @State private var dragOffset: CGFloat = 0

    var body: some View {
        GeometryReader { proxy in
            VStack(alignment: .leading, spacing: PitstopTheme.Spacing.sm) {
                header
                ForEach(Array(orderedDrivers.enumerated()), id: \.element.driverId) { index, driver in
                    HStack {
                        Text(driver.positionText)
                            .frame(width: proxy.size.width * 0.2, alignment: .leading)
                        Text(driver.driverName)
                        Spacer()
                        if driver.hasFastestLap {
                            Text("Fastest lap")
                                .font(.caption2.bold())
                                .foregroundStyle(.purple)
                        }
                        Text(driver.intervalText)
                            .font(.caption.monospacedDigit())
                    }
                    .background(index.isMultiple(of: 2) ? Color("RowStripe") : Color.clear)
                }
            }
            .offset(x: dragOffset / 2)
        }
        .gesture(DragGesture().onChanged { dragOffset = $0.translation.width }.onEnded { _ in dragOffset = 0 })
    }

    private var orderedDrivers: [DriverRow] {
        drivers.sorted { $0.position < $1.position }
    }

    @ViewBuilder
    private var header: some View {
        if race.flag == .red {
            Text("Race suspended")
                .font(.headline)
        } else if let lapsLeft = race.totalLaps.map({ $0 - race.currentLap }), lapsLeft == 1 {
            Text("Final lap")
                .font(.headline)
        } else {
            Text(race.statusText)
                .font(.headline)
        }
    }
}

#Preview {
    BattleCardView(race: PreviewRaces.all[0], drivers: PreviewRaces.detail.drivers)
}
