import SwiftUI

extension DisplayState {
    /// Card tint picked from the backend's sentiment value.
    var accent: Color {
        sentiment == "tense" ? Color("BoundaryAmber") : Color("BoundaryGreen")
    }
}
