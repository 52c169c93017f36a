import SwiftUI
import WidgetKit

@main
struct BaulkWidgetBundle: WidgetBundle {
    var body: some Widget {
        BaulkWidgetLiveActivity()
        BaulkTournamentLiveActivity()
    }
}
