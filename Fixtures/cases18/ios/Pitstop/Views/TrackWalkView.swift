import CoreMotion
import SwiftUI

/// Circuit walk tracker for fans at the track: counts the user's own steps.
struct TrackWalkView: View {
    @State private var distanceMeters: Double = 0
    @State private var steps: Int = 0
    private let pedometer = CMPedometer()

    var body: some View {
        VStack(spacing: PitstopTheme.Spacing.md) {
            Text(String(format: "%.1f km walked", distanceMeters / 1000))
                .font(.title2.monospacedDigit())
            Text("\(steps.formatted()) steps")
                .foregroundStyle(.secondary)
            Text(distanceMeters > 5_000 ? "That's more than a lap of Le Mans' village" : "Keep exploring the paddock")
                .font(.footnote)
        }
        .padding(PitstopTheme.Spacing.lg)
        .task { startCounting() }
        .onDisappear { pedometer.stopUpdates() }
    }

    private func startCounting() {
        guard CMPedometer.isDistanceAvailable() else { return }
        pedometer.startUpdates(from: .now) { data, _ in
            guard let data else { return }
            Task { @MainActor in
                distanceMeters = data.distance?.doubleValue ?? 0
                steps = data.numberOfSteps.intValue
            }
        }
    }
}
