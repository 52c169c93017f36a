import SwiftUI

struct VisitHistoryView: View {
    let visits: [Visit]
    @State private var showsAll = false

    private var shown: [Visit] {
        showsAll ? visits : Array(visits.prefix(6))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Recent visits")
                .font(.headline)
            ForEach(Array(shown.enumerated()), id: \.element.id) { index, visit in
                VisitRow(visit: visit)
                    .background(index.isMultiple(of: 2) ? Color.clear : Color.secondary.opacity(0.08))
            }
            if visits.count > 6 {
                Button(showsAll ? "Show fewer" : "Show all") {
                    showsAll.toggle()
                }
                .font(.footnote)
            }
            let checkouts = visits.filter(\.isCheckout)
            if !checkouts.isEmpty {
                Divider()
                ForEach(checkouts) {
                    Text($0.displayText)
                        .font(.caption.bold())
                }
            }
        }
    }
}

private struct VisitRow: View {
    let visit: Visit

    var body: some View {
        HStack(spacing: 4) {
            let darts = visit.darts.components(separatedBy: " ")
            ForEach(darts.indices, id: \.self) { index in
                DartChip(label: darts[index])
            }
            Spacer()
            Text(visit.displayText)
                .font(.caption)
        }
    }
}

struct DartChip: View {
    var label: String

    var body: some View {
        Text(label)
            .font(.caption2.monospaced())
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(Capsule().fill(Color.secondary.opacity(0.15)))
    }
}

#Preview {
    VisitHistoryView(visits: PreviewData.detail.visits)
        .padding()
}
