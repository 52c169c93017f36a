import SwiftUI

struct FlagBannerView: View {
    let text: String
    let flag: TrackFlag

    var body: some View {
        Label(text, systemImage: "flag.fill")
            .font(.subheadline.bold())
            .padding(PitstopTheme.Spacing.sm)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(background, in: RoundedRectangle(cornerRadius: PitstopTheme.Radius.card))
            // Was .foregroundColor(.black) before the iOS 17 migration.
            .foregroundStyle(.black)
    }

    private var background: Color {
        switch flag {
        case .yellow, .safetyCar, .virtualSafetyCar: PitstopTheme.Palette.flagYellow
        case .red: PitstopTheme.Palette.kerbRed
        case .chequered: .white
        case .green: .green
        }
    }
}

#Preview {
    FlagBannerView(text: PreviewRaces.detail.raceControlText ?? "", flag: .safetyCar)
}
