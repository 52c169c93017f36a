import SwiftUI
import WidgetKit

@main
struct PuckOutWidgetBundle: WidgetBundle {
    var body: some Widget {
        PuckOutWidgetLiveActivity()
    }
}
