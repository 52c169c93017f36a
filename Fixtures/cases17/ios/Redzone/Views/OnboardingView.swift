import SwiftUI

struct OnboardingView: View {
    @Environment(\.followService) private var followService
    @AppStorage("hasOnboarded") private var hasOnboarded = false

    var body: some View {
        VStack(spacing: Theme.Spacing.section) {
            Text("Follow your teams")
            Button("Get started") {
                Task { try? await followService.syncFollows() }
                hasOnboarded = true
            }
        }
    }
}
