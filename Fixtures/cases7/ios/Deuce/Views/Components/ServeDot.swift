import SwiftUI

struct ServeDot: View {
    var body: some View {
        Circle()
            .fill(Theme.Colors.ball)
            .frame(width: Theme.Size.serveDot, height: Theme.Size.serveDot)
    }
}
