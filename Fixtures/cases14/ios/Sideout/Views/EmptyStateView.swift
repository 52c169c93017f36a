import SwiftUI

struct EmptyStateView: View {
    var body: some View {
        ContentUnavailableView {
            Label("Nothing on court right now", systemImage: "sportscourt")
        } description: {
            Text("Followed matches appear here when the first serve goes up.")
        } actions: {
            Button("Browse schedule") {}
        }
    }
}

#Preview {
    EmptyStateView()
}
