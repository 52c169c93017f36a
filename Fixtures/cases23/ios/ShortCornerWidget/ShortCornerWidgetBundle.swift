import SwiftUI
import WidgetKit

@main
struct ShortCornerWidgetBundle: WidgetBundle {
    var body: some Widget {
        ShortCornerWidgetLiveActivity()
        TournamentDayLiveActivity()
    }
}
