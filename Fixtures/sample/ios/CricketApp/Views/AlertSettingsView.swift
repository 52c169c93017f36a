import SwiftUI

/// Which alerts a fan gets for the matches they follow.
struct AlertSettingsView: View {
    @AppStorage("alerts.wickets") private var wicketAlerts = true
    @AppStorage("alerts.milestones") private var milestoneAlerts = true
    @State private var saveFailed = false

    var body: some View {
        Form {
            Section("NOTIFICATION SOUNDS") {
                Toggle("Wicket alerts", isOn: $wicketAlerts)
                Toggle("Fifties, hundreds and five-fors", isOn: $milestoneAlerts)
            }
        }
        .alert(NSLocalizedString("Couldn't save your alerts", comment: "Alert settings save failed"), isPresented: $saveFailed) {
            Button("OK", role: .cancel) {}
        }
    }
}
