import SwiftUI

struct AbandonmentsView: View {
    let abandonments: [AbandonmentDisplay]

    var body: some View {
        List(abandonments) { item in
            VStack(alignment: .leading, spacing: Theme.Spacing.xxs) {
                Label(item.riderName, systemImage: "xmark.circle")
                Text("\(item.reasonLabel) · \(item.stageLabel)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .overlay {
            if abandonments.isEmpty {
                Text("Everyone is still in the race")
                    .foregroundStyle(.secondary)
            }
        }
        .navigationTitle("Abandonments")
    }
}
