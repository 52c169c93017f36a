import Charts
import SwiftUI

private struct LapChartView: View {
    var laps: [LapTimeSample]
    let driverName: String

    init(laps: [LapTimeSample], driverName: String) {
        self.laps = laps
        self.driverName = driverName
    }

    var body: some View {
        let best = laps.min { $0.lapMs < $1.lapMs }
        let average = laps.map(\.lapMs).reduce(0, +) / max(laps.count, 1)
        VStack(alignment: .leading, spacing: PitstopTheme.Spacing.sm) {
            Text(driverName).font(.headline)
            Chart(laps) { lap in
                LineMark(x: .value("Lap", lap.lap), y: .value("Time", lap.lapMs))
                    .foregroundStyle(Color(red: 0.0, green: 0.82, blue: 0.75))
            }
            .frame(height: 180)
            if let best {
                Text("Best \(best.lapText), avg \(average.lapTimeString)")
                    .font(.caption)
            }
        }
        .padding(PitstopTheme.Spacing.md)
    }
}
