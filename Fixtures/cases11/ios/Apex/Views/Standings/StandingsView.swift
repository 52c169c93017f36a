import SwiftUI

struct StandingsView: View {
    @Environment(\.standingsService) private var service
    @State private var showsConstructors = false

    var body: some View {
        NavigationStack {
            List {
                if let standings = service.standings {
                    Section {
                        if showsConstructors {
                            ForEach(standings.constructors) { team in
                                ConstructorStandingRow(standing: team)
                            }
                        } else {
                            ForEach(standings.drivers) { driver in
                                DriverStandingRow(standing: driver)
                            }
                        }
                    } header: {
                        Text(standings.afterRoundText)
                    }
                }
            }
            .navigationTitle("Standings")
            .toolbar {
                Picker("Table", selection: $showsConstructors) {
                    Text("Drivers").tag(false)
                    Text("Teams").tag(true)
                }
                .pickerStyle(.segmented)
            }
            .onAppear {
                Task { try? await service.load() }
            }
        }
    }
}
