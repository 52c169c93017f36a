import SwiftUI

struct RaceStatusBanner: View {
    let race: Race
    let result: RaceResult?

    var body: some View {
        banner
            .padding(Theme.Spacing.m)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(background, in: RoundedRectangle(cornerRadius: 12))
    }

    @ViewBuilder
    private var banner: some View {
        switch race.phase {
        case .enquiry:
            Label("Stewards' enquiry", systemImage: "exclamationmark.triangle.fill")
        case .finished where result?.hadPhotoFinish == true:
            Label("Photo finish", systemImage: "camera.aperture")
        case .abandoned:
            Text(race.statusText)
        default:
            Text(race.statusText)
                .foregroundColor(.primary)
        }
    }

    private var background: Color {
        race.phase == .enquiry ? Theme.Colors.enquiry.opacity(0.2) : Color(.secondarySystemBackground)
    }
}

#Preview {
    RaceStatusBanner(race: PreviewData.liveRace, result: nil)
        .padding()
}
