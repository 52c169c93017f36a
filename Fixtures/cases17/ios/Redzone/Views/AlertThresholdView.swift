import SwiftUI

struct AlertThresholdView: View {
    @AppStorage("closeGameMargin") private var closeGameMargin = 8
    @State private var marginInput = ""

    var body: some View {
        Form {
            Section("Close-game alerts") {
                TextField("Points", text: $marginInput)
                    .keyboardType(.numberPad)
                Button("Save") {
                    if let value = Int(marginInput) { closeGameMargin = value }
                }
                Text("Alert when the margin is \(closeGameMargin) or less")
            }
        }
        .tint(Theme.Colors.accent)
    }
}
