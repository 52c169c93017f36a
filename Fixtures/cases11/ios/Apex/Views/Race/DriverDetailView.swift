import SwiftUI

struct DriverDetailView: View {
    let driverCode: String
    @State private var laps: [LapRecord] = []
    @AppStorage("lastViewedDriver") private var lastViewedDriver = ""

    var body: some View {
        List(laps) { lap in
            HStack {
                Text(lap.lapText)
                Spacer()
                Text(lap.timeText)
            }
        }
        .navigationTitle(driverCode)
        .task {
            lastViewedDriver = driverCode
            await loadLaps()
        }
    }

    private func loadLaps() async {
        let url = URL(string: "https://api.apex.app/drivers/\(driverCode)/laps")!
        guard let (data, _) = try? await URLSession.shared.data(from: url) else { return }
        laps = (try? JSONDecoder.apex.decode([LapRecord].self, from: data)) ?? []
        UserDefaults.standard.set(Date.now, forKey: "laps.\(driverCode).fetchedAt")
    }
}

struct LapRecord: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let lapText: String
    let timeText: String
}
