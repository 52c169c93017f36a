import SwiftUI

struct RallyLogView: View {
    let rallies: [RallyEvent]
    @State private var expandedRallyId: String?

    var body: some View {
        LazyVStack(alignment: .leading, spacing: 10) {
            ForEach(rallies, id: \.rallyId) { rally in
                HStack {
                    Text(rally.description)
                    Spacer()
                    Text("\(rally.durationSeconds / 60):\(String(format: "%02d", rally.durationSeconds % 60))")
                        .monospacedDigit()
                }
                .onTapGesture {
                    expandedRallyId = expandedRallyId == rally.rallyId ? nil : rally.rallyId
                }
                if expandedRallyId == rally.rallyId {
                    Text(rally.shotKind.capitalized + " winner")
                        .font(.caption)
                }
            }
        }
    }
}
