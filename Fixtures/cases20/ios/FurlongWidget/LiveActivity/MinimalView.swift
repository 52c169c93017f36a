import SwiftUI
import WidgetKit

struct MinimalView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text("\(state.positionNumber)")
            .font(.caption.bold())
            .background(Circle().trim(from: 0, to: 1 - state.progress).stroke(WidgetColors.flTurf, lineWidth: 2))
            .foregroundStyle(state.sentiment == .enquiry ? Color.flEnquiry : WidgetColors.flAmber)
            .animation(.easeInOut(duration: 4), value: state.positionNumber)
    }
}
