import SwiftUI
import WidgetKit

@main
struct CreaseWidgetBundle: WidgetBundle {
    var body: some Widget {
        StandingsWidget()
        CreaseLiveActivity()
    }
}
