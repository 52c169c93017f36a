import Foundation

extension Int {
    var pointsLabel: String {
        self == 1 ? "1 pt" : "\(self) pts"
    }
}
