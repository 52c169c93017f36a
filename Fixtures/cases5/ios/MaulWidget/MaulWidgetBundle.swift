import SwiftUI
import WidgetKit

@main
struct MaulWidgetBundle: WidgetBundle {
    var body: some Widget {
        MaulWidgetLiveActivity()
        FixturesWidget()
    }
}
