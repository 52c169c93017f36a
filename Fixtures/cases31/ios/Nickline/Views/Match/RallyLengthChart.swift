import SwiftUI
import Charts

struct RallyLengthChart: View {
    let rallies: [RallyEvent]
    let bucketSeconds: Int

    var body: some View {
        Chart {
            ForEach(rallies.sorted { $0.durationSeconds > $1.durationSeconds }.prefix(20), id: \.rallyId) { rally in
                BarMark(x: .value("Rally", rally.rallyId), y: .value("Seconds", rally.durationSeconds))
                    .foregroundStyle(Color.nkGlass)
            }
        }
        .frame(height: 180)
        .overlay(alignment: .topTrailing) {
            Text("Avg \(rallies.map(\.durationSeconds).reduce(0, +) / max(rallies.count, 1))s")
        }
    }
}
