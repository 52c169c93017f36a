import StoreKit
import SwiftUI

struct PaywallView: View {
    let product: Product
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: Theme.Spacing.large) {
            Text("Boundary Plus")
                .font(.title.bold())
            Text("Ball-by-ball alerts for every side you follow.")
                .multilineTextAlignment(.center)
            Button {
                Task {
                    _ = try? await product.purchase()
                    dismiss()
                }
            } label: {
                Text("Subscribe — \(product.displayPrice) a year")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(Theme.Spacing.large)
    }
}
