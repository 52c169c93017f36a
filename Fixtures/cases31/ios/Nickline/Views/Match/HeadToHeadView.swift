import SwiftUI

fileprivate struct HeadToHeadView: View {
    let summaryLine: String
    let meetings: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: NickSpacing.sm) {
            Text(summaryLine)
            ForEach(meetings, id: \.self) { meeting in
                MeetingRow(text: meeting)
            }
        }
    }
}

private struct MeetingRow: View {
    let text: String
    var body: some View { Text(text).font(.caption) }
}
