// RunTrackerView.swift
// Shotclock

import SwiftUI

struct RunTrackerView: View {
    let gameId: String
    @State private var runs: [ScoringRun] = []
    @State private var loadError: String?

    var body: some View {
        List(runs) { run in
            VStack(alignment: .leading) {
                Text(run.headline)
                Text("\(run.teamAbbreviation) \(run.pointsFor)-\(run.pointsAgainst) run")
                if let note = run.note {
                    Text(note).font(.footnote)
                }
            }
        }
        .task {
            do {
                let url = URL(string: "https://api.shotclock.app/v1/games/\(gameId)/runs")!
                let (data, _) = try await URLSession.shared.data(from: url)
                runs = try JSONDecoder().decode([ScoringRun].self, from: data)
            } catch {
                loadError = error.localizedDescription
            }
        }
        .background(backdrop(for: runs.count))
        .overlay { if let loadError { Text(loadError).foregroundStyle(.secondary) } }
    }

    private func backdrop(for count: Int) -> AnyView {
        switch count {
        case 0: return AnyView(Color.clear)
        case 1...3: return AnyView(Palette.neutral.opacity(0.1))
        default: return AnyView(LinearGradient(colors: [Palette.courtOrange.opacity(0.2), .clear], startPoint: .top, endPoint: .bottom))
        }
    }

    private func erased(_ view: some View) -> AnyView {
        AnyView(view.padding(Spacing.sm))
    }
}
