import SwiftUI

struct DrawProgressView: View {
    let viewModel: DrawViewModel
    let completed: Int
    let drawSize: Int

    var body: some View {
        let fraction = viewModel.progressThroughDraw(completed: completed, drawSize: drawSize)
        VStack(alignment: .leading) {
            ProgressView(value: fraction)
            Text("\(Int(fraction * 100))% of the draw played")
        }
    }
}
