import SwiftUI

struct ContentView: View {
    @Environment(\.liveActivityService) private var liveActivityService

    var body: some View {
        MatchListView()
            .onAppear {
                Task { await liveActivityService.restoreExistingActivities() }
            }
    }
}

#Preview {
    ContentView()
}
