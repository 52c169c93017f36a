// The device's clock as written: what a rule sees when a date or a duration is read against now.

import UmpireCore

extension SyntaxTree {
    /// `Date()`, `Date.now`, `.now`: the moment the device reads its clock.
    package func isDeviceClock(_ node: SyntaxID) -> Bool {
        switch kind(node) {
        case .call: nameText(node) == "Date" && !children(node).contains { kind($0) == .argument }
        case .member: nameText(node) == "now" && firstChild(node).map { kind($0) == .name && nameText($0) == "Date" } ?? true
        default: false
        }
    }
}
