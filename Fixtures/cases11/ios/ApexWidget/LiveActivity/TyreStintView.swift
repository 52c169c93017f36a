import SwiftUI

private struct TyreStintView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        HStack(spacing: WidgetColors.rowSpacing) {
            Circle()
                .fill(state.expanded.tyreCompound == "soft" ? Color.apexRed : Color.white)
                .frame(width: 8, height: 8)
            Text(state.expanded.tyreLabel)
        }
    }
}
