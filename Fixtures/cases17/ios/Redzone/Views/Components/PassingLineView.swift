import SwiftUI

struct PassingLineView: View {
    let line: PasserLine

    var body: some View {
        let completionPct = Double(line.completions) / Double(max(line.attempts, 1)) * 100
        HStack {
            Text(line.name)
            Spacer()
            Text(completionPct, format: .number.precision(.fractionLength(1)))
        }
    }
}
