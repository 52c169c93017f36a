import SwiftUI
import WidgetKit

@main
struct RedzoneWidgetBundle: WidgetBundle {
    var body: some Widget {
        RedzoneWidgetLiveActivity()
        PlayoffLiveActivity()
    }
}
