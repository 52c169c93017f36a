import SwiftUI

struct RaidTimelineView: View {
    let matchId: String
    @Environment(\.matchService) private var matchService
    @State private var raids: [RaidEvent] = []
    @State private var showDoOrDieOnly = false

    var body: some View {
        NavigationStack {
            List {
                Toggle("Do-or-die raids only", isOn: $showDoOrDieOnly)
                ForEach(showDoOrDieOnly ? raids.filter(\.isDoOrDie) : raids) { raid in
                    raidRow(raid)
                }
            }
            .navigationTitle("Raids")
            .task {
                raids = (try? await matchService.raids(matchId: matchId)) ?? []
            }
        }
    }

    private func raidRow(_ raid: RaidEvent) -> AnyView {
        if raid.outcome == .superTackle {
            return AnyView(
                Text("SUPER TACKLE")
                    .font(.headline)
                    .foregroundStyle(AppColors.tackleBlue)
            )
        } else {
            return AnyView(
                VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
                    Text(raid.headline)
                        .font(.headline)
                    Text(raid.detail)
                        .font(.subheadline)
                    HStack {
                        Text(raid.clockText)
                        if raid.touchPoints + raid.bonusPoints >= 3 {
                            Text("Super raid")
                                .bold()
                        }
                    }
                    .font(.caption)
                    .foregroundStyle(AppColors.sentiment(raid.sentiment))
                }
            )
        }
    }
}

#Preview {
    RaidTimelineView(matchId: "pkl-2026-041")
        .environment(\.matchService, FakeMatchService())
}
