// ShotclockWidgetBundle.swift
// ShotclockWidget

import SwiftUI
import WidgetKit

@main
struct ShotclockWidgetBundle: WidgetBundle {
    var body: some Widget {
        ShotclockWidgetLiveActivity()
        ShotclockRecapLiveActivity()
    }
}
