import SwiftUI
import WidgetKit

struct SetsRowView: View {
    let homeSets: String
    let awaySets: String

    var body: some View {
        HStack(spacing: WidgetMetrics.compactSpacing) {
            SetPip(label: homeSets)
            SetPip(label: awaySets)
        }
    }
}

struct SetPip: View {
    let label: String
    var body: some View {
        Text(label)
            .contentTransition(.numericText())
            .frame(minWidth: WidgetMetrics.pipSize)
    }
}
