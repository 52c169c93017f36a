import Foundation

extension StandingRow: Identifiable {
    var id: Int { position }
}

extension StandingRow {
    static func pointsLabel(for row: StandingRow) -> String {
        let rounded = Int(row.points.rounded())
        return "\(rounded) pts"
    }
}
