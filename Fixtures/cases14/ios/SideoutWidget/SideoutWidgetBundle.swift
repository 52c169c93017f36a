import SwiftUI
import WidgetKit

@main
struct SideoutWidgetBundle: WidgetBundle {
    var body: some Widget {
        SideoutWidgetLiveActivity()
        TournamentLiveActivity()
        StandingsWidget()
    }
}
