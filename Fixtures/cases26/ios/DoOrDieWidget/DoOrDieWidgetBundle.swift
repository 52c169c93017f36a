import SwiftUI
import WidgetKit

@main
struct DoOrDieWidgetBundle: WidgetBundle {
    var body: some Widget {
        DoOrDieWidgetLiveActivity()
    }
}
