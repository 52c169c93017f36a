import SwiftUI
import WidgetKit

@main
struct BehindWidgetBundle: WidgetBundle {
    var body: some Widget {
        BehindWidgetLiveActivity()
        SelectionsLiveActivity()
    }
}
