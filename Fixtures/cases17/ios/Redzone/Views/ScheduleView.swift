import SwiftUI

struct ScheduleView: View {
    @Environment(\.scheduleService) private var scheduleService
    @State private var searchText = ""
    @State private var selectedWeek = 1

    var body: some View {
        List {
            ForEach(scheduleService.groups) { group in
                Section(group.title) {
                    ForEach(group.games.filter { $0.isFollowed }) { game in
                        ScheduleRow(game: game)
                    }
                }
            }
        }
        .searchable(text: $searchText, prompt: "Search teams")
        .navigationTitle("Schedule")
        .toolbar {
            Picker("Week", selection: $selectedWeek) {
                ForEach(1...18, id: \.self) { Text("Week \($0)") }
            }
        }
        .task(id: searchText) {
            let terms = searchText.lowercased().split(separator: " ")
            await scheduleService.filter(terms: terms.map(String.init))
        }
    }
}
