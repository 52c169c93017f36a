import SwiftUI

struct MeetingsView: View {
    @Environment(\.raceCardService) private var raceCardService
    @State private var selectedDate = Date.now
    @State private var loadFailed = false

    var body: some View {
        let byCourse = Dictionary(grouping: raceCardService.meetings.flatMap(\.races), by: \.courseName)
            .sorted { $0.key < $1.key }

        NavigationStack {
            List {
                if byCourse.isEmpty {
                    ContentUnavailableView("No meetings today", systemImage: "calendar", description: Text("Check back when tomorrow's cards are declared."))
                }
                ForEach(raceCardService.meetings, id: \.meetingId) { meeting in
                    Section {
                        ForEach(meeting.races) { race in
                            NavigationLink(value: race) {
                                MeetingRaceRow(race: race)
                            }
                        }
                    } header: {
                        HStack {
                            Text(meeting.courseName)
                            Spacer()
                            Text(meeting.isAbandoned ? "Abandoned" : meeting.goingText)
                                .foregroundColor(meeting.isAbandoned ? .red : .secondary)
                        }
                    }
                }
            }
            .navigationTitle("Today's racing")
            .navigationDestination(for: Race.self) { race in
                RaceCardView(raceId: race.raceId, race: race)
            }
            .onAppear {
                Task {
                    do {
                        try await raceCardService.loadMeetings(for: selectedDate)
                    } catch {
                        loadFailed = true
                    }
                }
            }
            .alert("Couldn't load racing", isPresented: $loadFailed) {
                Button("OK", role: .cancel) {}
            }
        }
    }
}

struct MeetingRaceRow: View {
    let race: Race

    var body: some View {
        HStack(spacing: Theme.Spacing.m) {
            Text(race.offTime, format: .dateTime.hour().minute())
                .font(Typography.odds)
            VStack(alignment: .leading, spacing: 2) {
                Text(race.raceName)
                Text("\(race.distanceText) · \(race.runners.count - race.nonRunnerCount) runners")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if race.isLive {
                Circle()
                    .fill(Theme.Colors.live)
                    .frame(width: Theme.Size.liveDot, height: Theme.Size.liveDot)
            }
        }
    }
}
