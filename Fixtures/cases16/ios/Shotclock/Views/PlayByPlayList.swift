// PlayByPlayList.swift
// Shotclock

import SwiftUI

struct PlayByPlayList: View {
    let gameId: String
    @Environment(\.scoresService) private var scoresService
    @State private var plays: [PlayEvent] = []
    @State private var filter: PlayFilter = .all

    var body: some View {
        List {
            Picker("Show", selection: $filter) {
                ForEach(PlayFilter.allCases, id: \.self) { Text($0.title).tag($0) }
            }
            ForEach(plays.filter { filter == .all || $0.isScoring }) { play in
                HStack(alignment: .firstTextBaseline) {
                    Text(play.clockText).monospacedDigit()
                    Text(play.description)
                    Spacer()
                    Text(play.scoreAfter.replacingOccurrences(of: "-", with: " – "))
                }
                .listRowBackground(play.isScoring ? Palette.courtOrange.opacity(0.1) : Color.clear)
            }
        }
        .listStyle(.plain)
        .onAppear {
            Task {
                plays = (try? await scoresService.plays(gameId: gameId)) ?? []
            }
        }
        .onDisappear { Task { await scoresService.cancelPlays(gameId: gameId) } }
    }
}

enum PlayFilter: String, CaseIterable {
    case all, scoring

    var title: String {
        switch self {
        case .all: "All plays"
        case .scoring: "Scoring"
        }
    }
}
