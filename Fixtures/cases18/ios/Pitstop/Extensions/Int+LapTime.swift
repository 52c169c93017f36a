import Foundation

extension Int {
    /// Turns a lap time in milliseconds into "1:32.417".
    var lapTimeString: String {
        let minutes = self / 60_000
        let seconds = Double(self % 60_000) / 1000
        return String(format: "%d:%06.3f", minutes, seconds)
    }
}

func gapString(milliseconds: Int) -> String {
    milliseconds == 0 ? "Leader" : "+" + String(format: "%.3f", Double(milliseconds) / 1000)
}

/// Formats the on-device cache size shown in Settings.
func cacheSizeString(bytes: Int64) -> String {
    ByteCountFormatter.string(fromByteCount: bytes, countStyle: .file)
}
