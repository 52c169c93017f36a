import SwiftUI
import WidgetKit

@main
struct OcheWidgetBundle: WidgetBundle {
    var body: some Widget {
        NextMatchWidget()
        OcheWidgetLiveActivity()
    }
}
