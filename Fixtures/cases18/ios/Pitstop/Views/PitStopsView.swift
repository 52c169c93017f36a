import SwiftUI

struct PitStopsView: View {
    let stops: [PitStop]
    let drivers: [DriverRow]
    @State private var exportMessage: String?

    var body: some View {
        NavigationStack {
            List(stops, id: \.self) { stop in
                PitStopRow(stop: stop, driverName: name(for: stop.driverId))
            }
            .navigationTitle("Pit stops")
            .toolbar {
                Button("Export") { export() }
            }
            .alert(exportMessage ?? "", isPresented: .constant(exportMessage != nil)) {
                Button("OK") { exportMessage = nil }
            }
        }
    }

    private func name(for driverId: String) -> String {
        drivers.first { $0.driverId == driverId }?.driverName ?? driverId
    }

    private func export() {
        let url = URL.documentsDirectory.appending(path: "pitstops.json")
        do {
            let data = try JSONEncoder().encode(stops)
            try data.write(to: url)
            exportMessage = "Saved to Files"
        } catch {
            exportMessage = "Could not save"
        }
    }
}

private struct PitStopRow: View {
    let stop: PitStop
    let driverName: String

    var body: some View {
        VStack(alignment: .leading, spacing: PitstopTheme.Spacing.xs) {
            Text(driverName).font(.headline)
            Text(stop.summaryText)
            Text("Lap \(stop.lap) · \(Double(stop.stationaryMs) / 1000, specifier: "%.1f")s")
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(stop.compoundFittedText).font(.caption)
        }
    }
}

#Preview {
    PitStopsView(stops: PreviewRaces.detail.pitStops ?? [], drivers: PreviewRaces.detail.drivers)
}
