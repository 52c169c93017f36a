import SwiftUI
import WidgetKit

@main
struct CreaseWidgetBundle: WidgetBundle {
    var body: some Widget {
        CreaseWidgetLiveActivity()
        BracketLiveActivity()
    }
}
