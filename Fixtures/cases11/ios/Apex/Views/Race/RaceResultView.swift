import SwiftUI

struct RaceResultView: View {
    let detail: RaceDetailResponse

    var body: some View {
        VStack(spacing: Theme.Spacing.md) {
            resultBody()
            Text(detail.subtitle)
                .font(.footnote)
        }
    }

    private func resultBody() -> AnyView {
        if let summary = detail.resultSummary {
            return AnyView(Text(summary).font(.title3.bold()))
        } else {
            return AnyView(ProgressView())
        }
    }
}
