import SwiftUI

@main
struct SightscreenApp: App {
    @State private var scheduleService: RealScheduleService
    @State private var reminderService: RealMatchReminderService
    @State private var liveActivityService: RealLiveActivityService

    init() {
        let apiClient = RealAPIClient(baseURL: AppConfig.apiBaseURL)
        let reminders = RealMatchReminderService()
        _scheduleService = State(initialValue: RealScheduleService(apiClient: apiClient))
        _reminderService = State(initialValue: reminders)
        _liveActivityService = State(initialValue: RealLiveActivityService(apiClient: apiClient, reminderService: reminders))
    }

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(\.scheduleService, scheduleService)
                .environment(\.matchReminderService, reminderService)
                .environment(\.liveActivityService, liveActivityService)
        }
    }
}
