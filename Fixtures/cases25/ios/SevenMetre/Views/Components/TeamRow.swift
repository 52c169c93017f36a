import SwiftUI

private struct TeamRow: View {
    let team: Team
    let goals: String

    var body: some View {
        HStack(spacing: 10) {
            AsyncImage(url: team.crestURL) { image in
                image.resizable().scaledToFit()
            } placeholder: {
                Color.gray.opacity(0.2)
            }
            .frame(width: Theme.Size.crest, height: Theme.Size.crest)
            Text(team.name)
            Spacer()
            Text(goals)
                .contentTransition(.numericText())
        }
    }
}

private struct CrestPlaceholder: View {
    var body: some View {
        Circle().fill(.quaternary)
    }
}
