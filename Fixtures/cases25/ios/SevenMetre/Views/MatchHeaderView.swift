import SwiftUI

struct MatchHeaderView: View {
    let match: Match
    let events: [MatchEvent]
    @State private var showAllEvents = false

    var body: some View {
        let goals = events.filter { $0.kind == .goal || $0.kind == .sevenMetreGoal }
        let bySide = Dictionary(grouping: goals, by: \.teamId).mapValues(\.count)
        VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            Text(match.displayState.scoreline)
                .font(Typography.score)
                .contentTransition(.numericText())
            Text(clockMinute)
            Text("\(bySide[match.homeTeam.id] ?? 0) from open play")
            if match.displayState.phase == .extraTime || match.displayState.phase == .shootout {
                Text(match.displayState.phase == .shootout ? "Shootout" : "Extra time")
            }
            Text(match.displayState.halfLabel)
            eventsList
        }
    }

    private var clockMinute: String {
        let minute = match.displayState.clockLabel.prefix(while: { $0 != ":" })
        return "\(minute)'"
    }

    private var homeHalfTimeGoals: Int {
        guard let ht = match.displayState.halfTimeScore else { return 0 }
        return Int(ht.split(separator: "–")[0]) ?? 0
    }

    @ViewBuilder
    private var eventsList: some View {
        let visible = showAllEvents ? events : Array(events.suffix(5))
        ForEach(visible) { event in
            HStack {
                Text(event.minuteLabel)
                Text(event.description)
            }
        }
        Button(showAllEvents ? "Show less" : "Show all") { showAllEvents.toggle() }
    }
}
