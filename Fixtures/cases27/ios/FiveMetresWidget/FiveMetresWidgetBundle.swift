import SwiftUI
import WidgetKit

@main
struct FiveMetresWidgetBundle: WidgetBundle {
    var body: some Widget {
        FiveMetresWidgetLiveActivity()
        FiveMetresTournamentLiveActivity()
    }
}
