import SwiftUI
import WidgetKit

@main
struct FairwayWidgetBundle: WidgetBundle {
    var body: some Widget {
        FairwayWidgetLiveActivity()
        PlayoffLiveActivity()
    }
}
