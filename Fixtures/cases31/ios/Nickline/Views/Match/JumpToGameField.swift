import SwiftUI

struct JumpToGameField: View {
    @Binding var selectedGame: Int
    @State private var typed = ""
    let deepLinkId: String

    var body: some View {
        HStack {
            TextField("Game", text: $typed)
                .keyboardType(.numberPad)
                .onSubmit {
                    if let number = Int(typed) { selectedGame = number }
                }
            if let local = UUID(uuidString: deepLinkId) {
                Text(local.uuidString.prefix(4))
            }
        }
    }
}
