import SwiftUI
import WidgetKit

@main
struct SevenMetreWidgetBundle: WidgetBundle {
    var body: some Widget {
        SevenMetreWidgetLiveActivity()
        PreMatchLiveActivity()
    }
}
