import SwiftUI
import WidgetKit

@main
struct PelotonWidgetBundle: WidgetBundle {
    var body: some Widget {
        StageWidget()
        PelotonWidgetLiveActivity()
        TimeTrialLiveActivity()
    }
}
