import SwiftUI
import WidgetKit

@main
struct ApexWidgetBundle: WidgetBundle {
    var body: some Widget {
        ApexWidgetLiveActivity()
    }
}
