import SwiftUI
import WidgetKit

@main
struct BullpenWidgetBundle: WidgetBundle {
    var body: some Widget {
        GameLiveActivity()
        PregameLiveActivity()
    }
}
