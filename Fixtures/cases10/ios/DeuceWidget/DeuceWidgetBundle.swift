import SwiftUI
import WidgetKit

@main
struct DeuceWidgetBundle: WidgetBundle {
    var body: some Widget {
        DeuceWidgetLiveActivity()
        CourtWatchLiveActivity()
    }
}
