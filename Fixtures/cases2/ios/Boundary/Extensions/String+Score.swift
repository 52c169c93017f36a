import Foundation

extension String {
    /// "187/4" -> 4
    var trailingWickets: Int? {
        guard let slash = firstIndex(of: "/") else { return nil }
        return Int(self[index(after: slash)...])
    }
}
