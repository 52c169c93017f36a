import SwiftUI

struct ConductPanelView: View {
    let warnings: [ConductWarning]
    let playerName: String

    var body: some View {
        VStack(alignment: .leading, spacing: NickSpacing.xs) {
            ForEach(warnings, id: \.warningId) { warning in
                levelIcon(for: warning.level)
                Text("\(playerName): \(warning.level.uppercased()) for \(warning.offence)")
            }
            Text("Conduct warnings: \(warnings.count)")
                .font(.caption)
        }
    }

    private func levelIcon(for level: String) -> AnyView {
        if level == "conduct_game" {
            return AnyView(Image(systemName: "exclamationmark.octagon.fill").foregroundStyle(Color.nkTin))
        } else if level == "conduct_stroke" {
            return AnyView(Image(systemName: "exclamationmark.triangle.fill"))
        }
        return AnyView(EmptyView())
    }

    func penaltyText(for warning: ConductWarning) -> String {
        switch warning.level {
        case "conduct_stroke": return "Stroke awarded to the opponent"
        case "conduct_game": return "Game awarded to the opponent"
        default: return "Warning"
        }
    }
}
