import SwiftUI

struct ReviewTimelineView: View {
    let timeline: ReviewTimeline
    @State private var filter: DecisionFilter = .all

    enum DecisionFilter: String, CaseIterable { case all, strokes }

    var body: some View {
        List {
            Picker("Show", selection: $filter) {
                ForEach(DecisionFilter.allCases, id: \.self) { option in
                    Text(option.rawValue.capitalized)
                }
            }
            ForEach(timeline.entries, id: \.entryId) { entry in
                reviewRow(entry)
            }
        }
    }

    private func reviewRow(_ entry: ReviewEntry) -> AnyView {
        switch entry.decisionKind {
        case .stroke:
            return AnyView(Label(entry.outcomeText, systemImage: "hand.raised.fill"))
        case .yesLet, .noLet:
            return AnyView(Text(entry.outcomeText))
        case .upheld, .overturned:
            return AnyView(VStack(alignment: .leading) {
                Text(entry.callText)
                Text(entry.outcomeText).font(.caption)
            })
        }
    }
}
