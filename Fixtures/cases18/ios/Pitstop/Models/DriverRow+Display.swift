import Foundation

extension DriverRow: Identifiable {
    var id: String { driverId }

    /// Stable identifier for UI tests; never shown to the user.
    var accessibilityIdentifier: String { "driver-row-\(driverId)" }

    var positionBadge: String {
        "P\(position)"
    }

    var stintSummary: String {
        "\(tyreCompound.rawValue.capitalized) · \(tyreAge) laps"
    }

    func pitStopsLabel() -> String {
        pitStops == 1 ? "1 stop" : "\(pitStops) stops"
    }
}
