import SwiftUI

struct MinimalView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.scoreText)
            .font(.caption2.bold())
            .minimumScaleFactor(0.6)
            .foregroundStyle(Color(red: 0.11, green: 0.78, blue: 0.42))
    }
}

#Preview {
    MinimalView(state: LiveActivityPreviewData.shootout)
}
