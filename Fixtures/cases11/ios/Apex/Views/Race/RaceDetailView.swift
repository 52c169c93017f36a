import SwiftUI

struct RaceDetailView: View {
    let raceId: String
    @Environment(\.raceFeedService) private var feed
    @Environment(\.followService) private var follows
    @State private var detail: RaceDetailResponse?
    @State private var showsPitStops = false

    var body: some View {
        ScrollView {
            if let detail {
                VStack(alignment: .leading, spacing: Theme.Spacing.lg) {
                    header(detail)
                    FlagStatusBanner(status: TrackStatus(rawValue: detail.trackStatus) ?? .green, label: detail.trackStatusLabel)
                    LiveTimingView(entries: detail.timing)
                    Toggle("Show pit stops", isOn: $showsPitStops)
                    if showsPitStops {
                        PitStopListView(stops: detail.pitStops)
                    }
                    if let fastest = detail.fastestLap {
                        FastestLapCard(fastestLap: fastest)
                    }
                }
                .padding(Theme.Spacing.lg)
            } else {
                ProgressView()
            }
        }
        .onAppear {
            Task {
                detail = try? await feed.raceDetail(id: raceId)
            }
        }
    }

    @ViewBuilder
    private func header(_ detail: RaceDetailResponse) -> some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            Text(detail.title)
                .font(.title2.bold())
            if detail.phase == "finished" {
                Text(detail.resultSummary ?? "Race complete")
            } else {
                Text("Lap \(detail.currentLap)/\(detail.totalLaps)")
                    .contentTransition(.numericText())
            }
            ProgressView(value: Double(detail.currentLap) / Double(detail.totalLaps))
                .tint(Theme.Colors.accent)
        }
    }
}
