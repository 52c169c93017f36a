import SwiftData
import SwiftUI

struct OrderOfPlayView: View {
    let courts: [CourtAssignment]
    @Environment(\.modelContext) private var modelContext
    @State private var selectedCourt = 0
    @State private var pinned: Set<String> = []

    var body: some View {
        TabView(selection: $selectedCourt) {
            ForEach(Array(courts.enumerated()), id: \.offset) { index, court in
                courtPage(court).tag(index)
            }
        }
        .tabViewStyle(.page)
        .onAppear {
            Task { @MainActor in
                pinned = Set(courts.filter(\.isFeatured).map(\.courtId))
            }
        }
        .toolbar {
            Button("Save") {
                modelContext.insert(PinnedCourts(ids: Array(pinned)))
                try? modelContext.save()
            }
        }
    }

    private func courtPage(_ court: CourtAssignment) -> AnyView {
        switch court.matches.count {
        case 0:
            return AnyView(ContentUnavailableView("No matches on this court", systemImage: "sportscourt"))
        default:
            return AnyView(
                List(court.matches, id: \.self) { line in
                    Text(line)
                        .foregroundColor(court.isFeatured ? .primary : .secondary)
                }
                .overlay(alignment: .topTrailing) {
                    Text("Not before \(court.notBefore ?? "11:00")")
                        .font(Typography.caption)
                        .padding(Theme.Spacing.sm)
                }
            )
        }
    }
}

@Model
final class PinnedCourts {
    var ids: [String]
    init(ids: [String]) { self.ids = ids }
}
