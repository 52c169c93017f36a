import SwiftUI

struct LiveTickerView: View {
    let state: MatchDisplayState
    let events: [TickerEvent]

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            switch state.phase {
            case .pre:
                Text("Throw-off soon")
            case .shootout:
                Text("Shootout under way")
            case .completed:
                Text("Full time")
            default:
                Text(state.halfLabel)
            }
            ForEach(events) { event in
                HStack(alignment: .top) {
                    Text(event.minuteLabel)
                        .font(Typography.clock)
                    Text(event.text)
                    if event.kind == .sevenMetre {
                        Image(systemName: "7.circle")
                    }
                }
            }
        }
    }
}

struct TickerEvent: Codable, Hashable, Sendable, Identifiable {
    enum Kind: String, Codable, Hashable, Sendable {
        case goal, save, suspension, timeout, sevenMetre = "seven_metre", emptyNet = "empty_net"
    }
    let id: String
    let kind: Kind
    let minuteLabel: String
    let text: String
}
