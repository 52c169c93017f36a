import Foundation
import Observation

/// The user's own bet slip. Stakes are typed on the device and never sent to us.
struct BetSlipEntry: Identifiable, Hashable {
    let id = UUID()
    let runnerId: String
    let horseName: String
    let oddsText: String
    var stake: Decimal
}

@Observable @MainActor
final class BetSlipViewModel {
    var entries: [BetSlipEntry] = []
    var isEachWay = false

    var totalStake: Decimal {
        entries.reduce(0) { $0 + $1.stake } * (isEachWay ? 2 : 1)
    }

    var stakeSummary: String {
        "\(entries.count) selections"
    }

    func potentialReturn(for entry: BetSlipEntry) -> Decimal? {
        guard let (n, d) = entry.oddsText.oddsComponents else { return nil }
        return entry.stake * Decimal(n) / Decimal(d) + entry.stake
    }

    func remove(_ entry: BetSlipEntry) {
        entries.removeAll { $0.id == entry.id }
    }
}
