import SwiftUI

struct LiveTickerView: View {
    let matchId: String
    @State private var lines: [String] = []
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            ForEach(isExpanded ? lines : Array(lines.prefix(3)), id: \.self) { line in
                Text(line)
                    .font(.callout)
            }
            Button(isExpanded ? "Show less" : "Show all") {
                withAnimation(.easeInOut(duration: 0.25)) { isExpanded.toggle() }
            }
            .font(.caption)
        }
        .task(id: matchId) {
            guard let url = URL(string: "https://api.puckout.ie/v1/matches/\(matchId)/ticker") else { return }
            guard let response = try? await URLSession.shared.data(from: url) else { return }
            if let decoded = try? JSONDecoder().decode([String].self, from: response.0) {
                lines = decoded
            }
        }
    }
}

#Preview {
    LiveTickerView(matchId: "kk-lim-2026-aif")
}
