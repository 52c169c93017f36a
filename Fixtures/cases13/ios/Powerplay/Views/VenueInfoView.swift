import SwiftUI

struct VenueInfoView: View {
    let venueId: String

    @State private var venue: VenueInfo?
    @State private var failed = false

    var body: some View {
        Group {
            if let venue {
                VStack(alignment: .leading, spacing: Theme.Spacing.s) {
                    Text(venue.name)
                        .font(Theme.Typeface.title)
                    Text(venue.pitchReport)
                    Text(venue.averageFirstInningsText)
                        .font(Theme.Typeface.caption)
                }
            } else if failed {
                Image(systemName: "exclamationmark.triangle")
            } else {
                ProgressView()
            }
        }
        .task(id: venueId) {
            do {
                let url = Endpoints.venue(id: venueId)
                let (data, _) = try await URLSession.shared.data(from: url)
                venue = try JSONDecoder.powerplay.decode(VenueInfo.self, from: data)
            } catch {
                failed = true
            }
        }
    }
}
