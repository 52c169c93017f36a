import SwiftUI
import WidgetKit

@main
struct PowerplayWidgetBundle: WidgetBundle {
    var body: some Widget {
        PowerplayWidgetLiveActivity()
        UpNextWidget()
    }
}
