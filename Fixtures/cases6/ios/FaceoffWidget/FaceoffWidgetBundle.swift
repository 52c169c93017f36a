import SwiftUI
import WidgetKit

@main
struct FaceoffWidgetBundle: WidgetBundle {
    var body: some Widget {
        NextGameWidget()
        FaceoffWidgetLiveActivity()
    }
}
