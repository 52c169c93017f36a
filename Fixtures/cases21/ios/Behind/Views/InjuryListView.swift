import SwiftUI

struct InjuryListView: View {
    let teamName: String
    let injuries: [InjuryListItem]

    var body: some View {
        List(injuries) { item in
            VStack(alignment: .leading, spacing: Theme.Spacing.xxs) {
                Text(item.playerName)
                    .font(.body.weight(.semibold))
                HStack {
                    Text(item.injury)
                    Spacer()
                    Text(item.estimatedReturn)
                        .foregroundStyle(item.isLongTerm ? .red : .secondary)
                }
                .font(Typography.caption)
                if let weeks = Int(item.estimatedReturn.components(separatedBy: " ").first ?? "") {
                    ProgressView(value: Double(max(0, 6 - weeks)), total: 6)
                }
            }
        }
        .overlay {
            if injuries.isEmpty {
                ContentUnavailableView("No injuries listed", systemImage: "cross.case")
            }
        }
        .navigationTitle(teamName)
    }
}
