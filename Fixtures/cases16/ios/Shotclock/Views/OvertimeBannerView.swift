// OvertimeBannerView.swift
// Shotclock

import SwiftUI

struct OvertimeBannerView: View {
    let state: LiveActivityDisplayState
    var dismissed: Bool = false
    @Binding var isPresented: Bool

    var body: some View {
        switch state.phase {
        case .overtime:
            Label("Overtime", systemImage: "clock.badge.exclamationmark")
                // umpire:disable-next-line hardcoded-color -- league-mandated overtime red; asset catalog entry pending design sign-off
                .background(Color(red: 0.8, green: 0.1, blue: 0.1))
        case .halftime:
            Label(state.periodLabel, systemImage: "pause.circle")
        default:
            EmptyView()
        }
    }
}

#Preview {
    OvertimeBannerView(state: PreviewData.overtime, isPresented: .constant(true))
}
