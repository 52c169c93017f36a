import SwiftUI

struct FollowButton: View {
    let gameId: String
    @Environment(\.followService) private var followService
    @State private var isFollowing = false

    var body: some View {
        Button(isFollowing ? "Unfollow" : "Follow") {
            Task {
                let url = URL(string: "https://api.redzone.app/user/follow/game")!
                var request = URLRequest(url: url)
                request.httpMethod = "POST"
                _ = try? await URLSession.shared.data(for: request)
                isFollowing.toggle()
            }
        }
        .onAppear {
            isFollowing = UserDefaults.standard.bool(forKey: "followed.\(gameId)")
        }
        .sensoryFeedback(.success, trigger: isFollowing)
    }
}
