import SwiftUI

struct RaceDetailView: View {
    let raceId: String
    @Environment(\.raceService) private var raceService
    @Environment(\.followService) private var followService
    @State private var viewModel: RaceDetailViewModel?
    @State private var showingPitStops = false
    @AppStorage("detail.showTyres") private var showTyres = true

    var body: some View {
        Group {
            if let viewModel, let detail = viewModel.detail {
                content(viewModel: viewModel, detail: detail)
            } else {
                ProgressView()
            }
        }
        .navigationTitle(viewModel?.detail?.race.title ?? "")
        .toolbar {
            Button("Pit stops") { showingPitStops = true }
        }
        .sheet(isPresented: $showingPitStops) {
            PitStopsView(stops: viewModel?.detail?.pitStops ?? [], drivers: viewModel?.detail?.drivers ?? [])
        }
        .onAppear {
            Task {
                let model = RaceDetailViewModel(raceId: raceId, raceService: raceService)
                viewModel = model
                await model.load()
            }
        }
    }

    @ViewBuilder
    private func content(viewModel: RaceDetailViewModel, detail: RaceDetailResponse) -> some View {
        List {
            Section {
                Text(viewModel.headerSubtitle)
                if let banner = viewModel.flagBannerText {
                    FlagBannerView(text: banner, flag: detail.race.flag)
                }
                ProgressView(value: viewModel.raceProgress)
                if let stationary = viewModel.averageStationarySeconds {
                    Text("Avg stop \(stationary, specifier: "%.1f")s")
                }
                Text(String(format: "Track %.1f°C", detail.trackTempC))
            }
            Section("Leaderboard") {
                ForEach(detail.drivers.sorted { $0.gapToLeaderMs < $1.gapToLeaderMs }) { driver in
                    DriverRowView(driver: driver, isFollowedDriver: followService.followedRaceIds.contains(raceId))
                }
            }
            if !viewModel.pitLaneDrivers.isEmpty {
                Section("In the pit lane") {
                    ForEach(viewModel.pitLaneDrivers) { driver in
                        Text(driver.driverName)
                    }
                }
            }
            if showTyres {
                Section("Tyres") {
                    ForEach(detail.drivers) { driver in
                        Text("\(driver.driverCode) — \(driver.tyreCompound.rawValue)")
                    }
                }
            }
            if detail.race.phase == .finished {
                Text("Chequered flag")
                    .font(.headline)
            }
        }
    }
}

#Preview {
    NavigationStack {
        RaceDetailView(raceId: "fe-2026-r07")
    }
}
