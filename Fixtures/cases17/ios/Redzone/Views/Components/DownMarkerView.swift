import SwiftUI

struct DownMarkerView: View {
    let state: SituationDisplay

    var body: some View {
        guard let yards = Int(state.distanceText) else {
            return AnyView(Text(state.distanceText))
        }
        return AnyView(Text(state.downText + " & \(yards)"))
    }
}
