import SwiftUI

/// A thin strip with the followed runner's silks above the race header.
struct SilkStrip: View {
    let emoji: String
    let isNonRunner: Bool

    var body: some View {
        HStack(spacing: Theme.Spacing.xs) {
            // umpire:disable-next-line hardcoded-spacing -- silk artwork is a fixed 2:3 asset
            Text(emoji).frame(width: 20, height: 30)
            // umpire:disable-next-line no-foreground-color
            Image(systemName: "circle.fill").foregroundColor(.secondary)
            // umpire:disable-next-line no-print -- remove after the silks QA pass
            Spacer()
            // umpire:disable next-line hardcoded-spacing
            Rectangle().frame(height: 2)
            // umpire:disable-next-line hardcoded-display-string --
            Text(isNonRunner ? "NR" : "")
        }
    }
}
