import SwiftUI
import WidgetKit

@main
struct PitstopWidgetBundle: WidgetBundle {
    var body: some Widget {
        PitstopWidgetLiveActivity()
        QualifyingLiveActivity()
    }
}
