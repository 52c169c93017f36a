import SwiftUI
import WidgetKit

@main
struct BreakpointWidgetBundle: WidgetBundle {
    var body: some Widget {
        BreakpointWidgetLiveActivity()
        OrderOfPlayLiveActivity()
    }
}
