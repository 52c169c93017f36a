import SwiftUI

private struct AboutView: View {
    var body: some View {
        VStack {
            Text("Redzone")
            AboutFooter()
        }
    }
}

private struct AboutFooter: View {
    var body: some View {
        Text("Made for fans")
    }
}
