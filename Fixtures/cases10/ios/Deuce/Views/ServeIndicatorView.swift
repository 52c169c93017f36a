import SwiftUI

fileprivate struct ServeIndicatorView: View {
    var body: some View {
        Circle()
            .fill(Palette.ball)
            .frame(width: 6, height: 6)
    }
}
