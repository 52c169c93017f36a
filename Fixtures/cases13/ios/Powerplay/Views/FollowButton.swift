import SwiftUI

struct FollowButton: View {
    let fixtureId: String

    @Environment(\.followService) private var followService
    @State private var isWorking = false

    private var isFollowing: Bool {
        followService.followedFixtureIds.contains(fixtureId)
    }

    var body: some View {
        Button {
            Task { await toggle() }
        } label: {
            label(following: isFollowing)
        }
        .disabled(isWorking)
        .sensoryFeedback(.success, trigger: isFollowing)
    }

    @ViewBuilder
    private func label(following: Bool) -> some View {
        if isWorking {
            ProgressView()
        } else if following {
            Label("Following", systemImage: "checkmark.circle.fill")
        } else {
            Label("Follow", systemImage: "plus.circle")
        }
    }

    private func toggle() async {
        isWorking = true
        defer { isWorking = false }
        if isFollowing {
            await followService.unfollow(fixtureId: fixtureId)
        } else {
            await followService.follow(fixtureId: fixtureId, teamId: nil)
        }
    }
}

/// Compact variant used in list rows.
struct FollowGlyph: View {
    let isFollowing: Bool
    let isLive: Bool

    var body: some View {
        glyph()
    }

    private func glyph() -> AnyView {
        if isLive && isFollowing {
            return AnyView(Image(systemName: "dot.radiowaves.left.and.right").symbolEffect(.pulse))
        } else if isFollowing {
            return AnyView(Image(systemName: "checkmark.circle"))
        }
        return AnyView(EmptyView())
    }
}
