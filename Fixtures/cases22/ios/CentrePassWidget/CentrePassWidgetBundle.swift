import SwiftUI
import WidgetKit

@main
struct CentrePassWidgetBundle: WidgetBundle {
    var body: some Widget {
        CentrePassWidgetLiveActivity()
        TournamentLiveActivity()
    }
}
