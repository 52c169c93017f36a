import SwiftUI

struct JumpToRoundField: View {
    let maxRound: Int
    let onJump: (Int) -> Void
    @State private var text = ""

    var body: some View {
        HStack {
            TextField("Round", text: $text)
                .keyboardType(.numberPad)
                .textFieldStyle(.roundedBorder)
                .frame(maxWidth: Layout.rowHeight * 2)
            Button("Go") {
                if let round = Int(text.trimmingCharacters(in: .whitespaces)), (1...maxRound).contains(round) {
                    onJump(round)
                }
            }
            .disabled(text.isEmpty)
        }
    }
}
