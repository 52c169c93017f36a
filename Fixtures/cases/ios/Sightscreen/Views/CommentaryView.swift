import SwiftUI

struct CommentaryView: View {
    let matchId: String
    @State private var lines: [CommentaryLine] = []

    var body: some View {
        LazyVStack(alignment: .leading, spacing: Theme.Spacing.small) {
            ForEach(lines, id: \.ballId) { line in
                Text(line.text)
            }
        }
        .task {
            let url = AppConfig.apiBaseURL.appending(path: "matches/\(matchId)/commentary")
            guard let (data, _) = try? await URLSession.shared.data(from: url) else { return }
            lines = (try? JSONDecoder().decode([CommentaryLine].self, from: data)) ?? []
        }
    }
}
