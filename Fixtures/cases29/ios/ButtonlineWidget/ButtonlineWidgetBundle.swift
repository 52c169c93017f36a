import SwiftUI
import WidgetKit

@main
struct ButtonlineWidgetBundle: WidgetBundle {
    var body: some Widget {
        ButtonlineWidgetLiveActivity()
        MixedDoublesLiveActivity()
        NextDrawWidget()
    }
}
