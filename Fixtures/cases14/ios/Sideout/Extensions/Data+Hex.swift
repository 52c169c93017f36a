import Foundation

extension Data {
    /// APNs tokens are sent to the backend as lowercase hex.
    var hexString: String {
        map { String(format: "%02x", $0) }.joined()
    }
}
