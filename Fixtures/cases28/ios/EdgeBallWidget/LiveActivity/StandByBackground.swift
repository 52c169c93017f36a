import SwiftUI

struct StandByBackground: View {
    let sentiment: Sentiment

    var body: some View {
        ZStack {
            WidgetColors.lockScreenTint
            CourtLines()
                .stroke(SentimentTint.color(sentiment).opacity(0.25), lineWidth: 1)
                .padding(WidgetLayout.lockScreenMargin)
        }
    }
}

struct CourtLines: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addRect(rect)
        return path
    }
}

#Preview("StandBy") {
    StandByBackground(sentiment: .tight)
}
