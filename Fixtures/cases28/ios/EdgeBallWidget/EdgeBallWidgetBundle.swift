import SwiftUI
import WidgetKit

@main
struct EdgeBallWidgetBundle: WidgetBundle {
    var body: some Widget {
        EdgeBallWidgetLiveActivity()
        TeamTieLiveActivity()
    }
}
