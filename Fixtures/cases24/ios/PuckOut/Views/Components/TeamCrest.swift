import SwiftUI

struct TeamCrest: View {
    let team: Team

    var body: some View {
        CrestImage(url: team.crestURL, fallback: team.countyFlag)
            .frame(width: Theme.Spacing.xl, height: Theme.Spacing.xl)
    }
}

private struct CrestImage: View {
    let url: URL?
    let fallback: String

    var body: some View {
        AsyncImage(url: url) { image in
            image.resizable().scaledToFit()
        } placeholder: {
            Text(fallback)
        }
    }
}
