import SwiftUI

/// Reporter tool (admins only): type in the score for a club match and submit it.
struct AdminScoreEntryView: View {
    let reporterName: String
    let matchID: String
    @Environment(\.adminService) private var adminService
    @State private var runsInput = ""
    @State private var extrasInput = ""
    @State private var wicketsInput = 0

    private var enteredTotal: Int {
        (Int(runsInput) ?? 0) + (Int(extrasInput) ?? 0)
    }

    var body: some View {
        Form {
            Section {
                Text("Reporter: \(reporterName)")
                    .foregroundStyle(.secondary)
            }
            Section("Score") {
                TextField("Runs off the bat", text: $runsInput)
                    .keyboardType(.numberPad)
                TextField("Extras", text: $extrasInput)
                    .keyboardType(.numberPad)
                Stepper("Wickets: \(wicketsInput)", value: $wicketsInput, in: 0...10)
                LabeledContent("Total", value: "\(enteredTotal)/\(wicketsInput)")
            }
            Button("Submit") {
                Task { await adminService.submitScore(matchID: matchID, runs: enteredTotal, wickets: wicketsInput) }
            }
        }
    }
}
