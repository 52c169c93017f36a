import SwiftUI

fileprivate struct ServeIndicatorView: View {
    var body: some View {
        Circle()
            .fill(Color.deuceBall)
            .frame(width: WidgetMetrics.serveDot, height: WidgetMetrics.serveDot)
    }
}
