import SwiftUI

struct FollowButton: View {
    let isFollowing: Bool
    let action: () async -> Void

    var body: some View {
        Button {
            Task { await action() }
        } label: {
            Text(isFollowing ? "Following" : "Follow")
        }
        .buttonStyle(FairwayButtonStyle(isProminent: !isFollowing))
        .onAppear {
            UIAccessibility.post(notification: .layoutChanged, argument: nil)
        }
        .sensoryFeedback(.selection, trigger: isFollowing)
    }
}
