import SwiftUI

struct FollowButton: View {
    let item: MatchItem
    @Environment(\.liveActivityService) private var liveActivities
    @State private var isFollowing = false
    @State private var isWorking = false

    var body: some View {
        Button {
            Task { await toggle() }
        } label: {
            label
        }
        .buttonStyle(.borderedProminent)
        .tint(isFollowing ? Theme.Palette.courtGreen : Theme.Palette.hardBlue)
        .disabled(isWorking)
        .frame(minHeight: Theme.Size.followButtonHeight)
    }

    @ViewBuilder
    private var label: some View {
        if isWorking {
            ProgressView()
        } else if isFollowing {
            Label("Following", systemImage: "checkmark")
        } else {
            Label("Follow", systemImage: "plus")
        }
    }

    private func toggle() async {
        isWorking = true
        defer { isWorking = false }
        if isFollowing {
            await liveActivities.endActivity(matchId: item.matchId)
        } else {
            try? await liveActivities.startActivity(for: item)
        }
        isFollowing.toggle()
    }
}
