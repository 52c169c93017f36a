// ScoreBugView.swift
// Shotclock

import SwiftUI

struct ScoreBugView: View {
    let state: LiveActivityDisplayState?
    var showsPossession: Bool = true
    @Environment(\.colorScheme) private var colorScheme
    @State private var pulse = false

    var body: some View {
        if let state {
            HStack(spacing: Spacing.sm) {
                Text(state.awayScore)
                    .contentTransition(.numericText())
                Text(state.periodLabel)
                Text(state.homeScore)
                    .contentTransition(.numericText())
                if showsPossession, let run = state.runText {
                    Text(run).font(.caption)
                }
            }
            .font(Typography.scoreFont)
            .foregroundColor(colorScheme == .dark ? .white : .black)
            .background(Color(red: 0.08, green: 0.08, blue: 0.1).opacity(pulse ? 0.9 : 1))
            .onAppear { pulse = true }
        } else {
            ProgressView()
        }
    }
}
