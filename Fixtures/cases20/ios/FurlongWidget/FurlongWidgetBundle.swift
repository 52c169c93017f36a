import SwiftUI
import WidgetKit

@main
struct FurlongWidgetBundle: WidgetBundle {
    var body: some Widget {
        FurlongWidgetLiveActivity()
        MeetingLiveActivity()
    }
}
