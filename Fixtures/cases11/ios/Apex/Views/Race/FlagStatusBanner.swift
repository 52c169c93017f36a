import SwiftUI

struct FlagStatusBanner: View {
    let status: TrackStatus
    let label: String

    var body: some View {
        HStack(spacing: Theme.Spacing.sm) {
            Image(systemName: "flag.fill")
            Text(headline)
                .font(.subheadline.bold())
        }
        .padding(Theme.Spacing.md)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(status.tint.opacity(0.2), in: RoundedRectangle(cornerRadius: Theme.Radius.card))
    }

    private var headline: String {
        switch status {
        case .safetyCar: return "Safety Car Deployed"
        case .virtualSafetyCar: return "Virtual Safety Car"
        case .red: return "Red flag — session suspended"
        default: return label
        }
    }
}

#Preview {
    FlagStatusBanner(status: .safetyCar, label: "Safety car in this lap")
}
