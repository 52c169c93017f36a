import Charts
import SwiftUI

struct StageProfileChart: View {
    let profile: [ProfilePoint]
    let progressFraction: Double

    var body: some View {
        Chart(profile) { point in
            AreaMark(x: .value("Distance", point.km), y: .value("Altitude", point.altitude))
                .foregroundStyle(ChartTheme.gradient)
            LineMark(x: .value("Distance", point.km), y: .value("Altitude", point.altitude))
                .lineStyle(StrokeStyle(lineWidth: ChartTheme.lineWidth))
        }
        .chartXAxis(.hidden)
        .frame(height: ChartTheme.height)
        .overlay(alignment: .leading) {
            GeometryReader { proxy in
                Rectangle()
                    .fill(.primary.opacity(0.12))
                    .frame(width: proxy.size.width * progressFraction)
            }
        }
    }
}

struct ProfilePoint: Codable, Hashable, Sendable, Identifiable {
    let km: Double
    let altitude: Double

    var id: Double { km }
}
