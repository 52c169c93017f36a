import SwiftUI

struct AboutView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var licences: [String] = []

    var body: some View {
        NavigationStack {
            List(licences, id: \.self) { Text($0).font(.caption) }
                .navigationTitle("About")
                .toolbar { Button("Done") { dismiss() } }
                .onAppear {
                    if let url = Bundle.main.url(forResource: "Licences", withExtension: "txt"),
                       let text = try? String(contentsOf: url, encoding: .utf8) {
                        licences = text.components(separatedBy: "\n\n")
                    }
                }
        }
    }
}

#Preview {
    AboutView()
}
