import SwiftUI

struct FollowButton: View {
    let race: RaceItem
    let initialState: LiveActivityDisplayState
    @Environment(\.followService) private var follows
    @Environment(\.liveActivityService) private var activities
    @State private var isWorking = false

    var body: some View {
        Button {
            Task { await toggle() }
        } label: {
            Label(isFollowing ? "Following" : "Follow", systemImage: isFollowing ? "bell.fill" : "bell")
        }
        .disabled(isWorking)
        .animation(.easeInOut(duration: 0.25), value: isFollowing)
    }

    private var isFollowing: Bool {
        follows.followedRaceIds.contains(race.raceId)
    }

    private func toggle() async {
        isWorking = true
        defer { isWorking = false }
        do {
            if isFollowing {
                try await follows.unfollow(raceId: race.raceId)
                await activities.endAllActivities()
            } else {
                _ = try await follows.follow(raceId: race.raceId, driverCode: nil)
                if race.isLive {
                    try await activities.startRaceActivity(race: race, initial: initialState)
                }
            }
        } catch {
            print("follow toggle failed", error)
        }
    }
}
