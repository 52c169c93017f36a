import Foundation

extension Data {
    /// APNs device tokens and ActivityKit push tokens go to the backend as lowercase hex.
    var hexString: String {
        map { String(format: "%02x", $0) }.joined()
    }
}
