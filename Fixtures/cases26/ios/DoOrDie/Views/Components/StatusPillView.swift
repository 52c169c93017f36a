import SwiftUI

struct StatusPillView: View {
    let label: String
    let sentiment: String
    @State private var pulsing = false

    var body: some View {
        Text(label)
            .textCase(.uppercase)
            .font(.caption2.bold())
            .padding(.horizontal, Theme.Spacing.s)
            .padding(.vertical, Theme.Spacing.xs)
            .background(pillColor, in: Capsule())
            .foregroundStyle(.white)
            .opacity(pulsing ? 0.6 : 1)
            .onAppear {
                withAnimation(.easeInOut(duration: 1).repeatForever()) { pulsing = true }
            }
    }

    private var pillColor: Color {
        switch sentiment {
        case "tense": AppColors.raidRed
        case "dominant": AppColors.tackleBlue
        default: Color(hex: "#F28C28")
        }
    }
}

extension Color {
    init(hex: String) {
        let value = UInt64(hex.dropFirst(), radix: 16) ?? 0
        self.init(
            red: Double((value >> 16) & 0xFF) / 255,
            green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255
        )
    }
}
