import SwiftUI
import WidgetKit

@main
struct NicklineWidgetBundle: WidgetBundle {
    var body: some Widget {
        NicklineWidgetLiveActivity()
        QualifyingLiveActivity()
        DoublesLiveActivity()
        ReviewCountdownLiveActivity()
    }
}
