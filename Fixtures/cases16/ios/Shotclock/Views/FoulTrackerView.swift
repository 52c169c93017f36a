// FoulTrackerView.swift
// Shotclock

import SwiftUI

fileprivate struct FoulTrackerView: View {
    let game: GameItem
    @State private var expanded = false

    private var bonusThreshold: Int { 5 }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.sm) {
            HStack {
                Text("Team fouls")
                Spacer()
                Button(expanded ? "Less" : "More") { expanded.toggle() }
            }
            foulRow(count: game.homeFouls, team: game.homeTeam)
            foulRow(count: game.awayFouls, team: game.awayTeam)
        }
        .onAppear {
            withAnimation(.easeOut(duration: 3)) { expanded = false }
        }
    }

    private func foulRow(count: Int, team: TeamRef) -> some View {
        HStack {
            Text(team.abbreviation)
            ForEach(0..<bonusThreshold, id: \.self) { slot in
                Circle()
                    .fill(slot < count ? Palette.courtOrange : Color.gray.opacity(0.3))
                    .frame(width: 10, height: 10)
            }
            Text(count >= bonusThreshold ? "BONUS" : "")
            Text("\(bonusThreshold - count) to bonus")
        }
    }
}
