import SwiftUI

struct AboutView: View {
    private let logger = Log.app

    var body: some View {
        VStack(spacing: Spacing.m) {
            Text("Sideout")
                .font(.largeTitle.bold())
            Text("Scores are pushed by our servers; print() debugging lives in the playground.")
            Button("Copy diagnostics") {
                logger.info("Diagnostics copied")
                debugSummary()
            }
        }
    }

    private func debugSummary() {
        dump(Bundle.main.infoDictionary ?? [:])
    }
}
