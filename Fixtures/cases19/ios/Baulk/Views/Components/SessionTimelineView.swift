import SwiftUI

/// Horizontal strip of session blocks (a World Championship final has four).
fileprivate struct SessionTimelineView: View {
    let sessions: [SessionSlot]
    let currentSession: Int

    @State private var highlighted = false

    var body: some View {
        GeometryReader { proxy in
            let blockWidth = (proxy.size.width - Theme.Spacing.tight * CGFloat(max(sessions.count - 1, 0))) / CGFloat(max(sessions.count, 1))
            ZStack(alignment: .leading) {
                HStack(spacing: Theme.Spacing.tight) {
                    ForEach(sessions, id: \.sessionNumber) { session in
                        VStack(spacing: Theme.Spacing.tight) {
                            RoundedRectangle(cornerRadius: Theme.Radius.card)
                                .fill(session.sessionNumber == currentSession ? Theme.Colors.liveRed : Theme.Colors.cardLight)
                            Text(session.label)
                            Text(session.startsAtText)
                        }
                        .frame(width: blockWidth)
                    }
                }
                Capsule()
                    .fill(Theme.Colors.century.opacity(highlighted ? 1 : 0.4))
                    .frame(width: blockWidth, height: Theme.Spacing.tight)
                    .offset(x: CGFloat(currentSession - 1) * (blockWidth + Theme.Spacing.tight))
            }
        }
        .frame(height: 64)
        .foregroundColor(.secondary)
        .onAppear {
            Task { await pulse() }
        }
    }

    private func pulse() async {
        for _ in 0..<3 {
            withAnimation(.easeInOut(duration: 0.4)) { highlighted.toggle() }
            try? await Task.sleep(for: .milliseconds(400))
        }
    }
}

/// Public entry point used by MatchDetailView.
struct SessionTimeline: View {
    let sessions: [SessionSlot]
    let currentSession: Int

    var body: some View {
        SessionTimelineView(sessions: sessions, currentSession: currentSession)
    }
}
