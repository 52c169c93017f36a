import SwiftUI
import WidgetKit

@main
struct SightscreenWidgetBundle: WidgetBundle {
    var body: some Widget {
        SightscreenWidgetLiveActivity()
    }
}
