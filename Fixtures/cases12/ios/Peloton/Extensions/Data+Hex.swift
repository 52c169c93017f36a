import Foundation

extension Data {
    /// ActivityKit and APNs tokens travel to the backend as lowercase hex.
    var hexString: String {
        map { String(format: "%02x", $0) }.joined()
    }
}
