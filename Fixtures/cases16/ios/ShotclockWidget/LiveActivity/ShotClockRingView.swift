// ShotClockRingView.swift
// ShotclockWidget

import SwiftUI
import WidgetKit

struct ShotClockRingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Label(state.shotClockText ?? "", systemImage: "timer")
            .modifier(PillStyle())
    }

    struct Pill: View {
        let text: String
        var body: some View { Text(text).padding(WidgetLayout.pillPadding) }
    }
}

struct PillStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .background(ContainerRelativeShape().fill(WidgetColors.lockScreenTint))
    }
}
