import SwiftUI

struct PitStopListView: View {
    let stops: [PitStopEntry]

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            Text("Pit stops")
                .font(.headline)
            ForEach(stops.sorted { $0.stationaryMs < $1.stationaryMs }) { stop in
                HStack {
                    Text(stop.driverCode)
                        .font(Typography.timing)
                    Text(stop.tyreChangeText)
                    Spacer()
                    Text(stop.durationText)
                }
            }
            if let quickest = stops.min(by: { $0.stationaryMs < $1.stationaryMs }) {
                Text("Quickest stop: \(quickest.driverCode) " + (Double(quickest.stationaryMs) / 1000).formatted(.number.precision(.fractionLength(1))) + "s")
                    .font(.footnote)
            }
        }
    }
}
