import SwiftUI

struct EndCell: View {
    let end: LinescoreEnd
    let isSelected: Bool

    var body: some View {
        content
            .frame(width: LayoutTokens.scoreboardColumnWidth, height: Theme.Metrics.rowHeight)
    }

    @ViewBuilder
    private var content: some View {
        if isSelected {
            Text(end.cellLabel).bold()
        } else {
            Text(end.cellLabel)
        }
    }
}
