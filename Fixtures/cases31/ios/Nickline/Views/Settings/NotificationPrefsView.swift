import SwiftUI
import SwiftData

struct NotificationPrefsView: View {
    @Environment(\.modelContext) private var modelContext
    @Query private var prefs: [AlertPreference]

    var body: some View {
        List(prefs) { pref in
            Toggle(pref.title, isOn: Binding(get: { pref.isOn }, set: { pref.isOn = $0 }))
        }
        .toolbar {
            Button("Save") {
                try? modelContext.save()
            }
        }
        .onAppear {
            let stored = UserDefaults(suiteName: "group.com.nickline")?.bool(forKey: "seeded") ?? false
            if !stored { seedDefaults() }
        }
    }

    private func seedDefaults() {
        modelContext.insert(AlertPreference(title: "Game ball", isOn: true))
    }
}

@Model
final class AlertPreference {
    var title: String
    var isOn: Bool
    init(title: String, isOn: Bool) { self.title = title; self.isOn = isOn }
}
