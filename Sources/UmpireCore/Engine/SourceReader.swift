// Reading a file's bytes, or saying why it was not linted.

import Foundation

enum SourceReader {
    enum Outcome {
        case bytes([UInt8])
        /// Deliberately not linted (too large, binary): a note, the run stays complete.
        case skipped(String)
        /// Could not be read: a note, and the run is incomplete.
        case failed(String)
    }

    static func read(_ path: String, limit: Int) -> Outcome {
        switch POSIXFiles.read(path, limit: limit) {
        case let .bytes(bytes): return check(bytes, limit: limit)
        case .tooLarge: return .skipped("larger than \(limit / 1024 / 1024) MB; not linted")
        case let .failed(reason): return .failed("cannot be read (\(reason)); not linted")
        }
    }

    /// Whether content is worth linting: not too large, not binary.
    static func check(_ bytes: [UInt8], limit: Int) -> Outcome {
        if bytes.count > limit {
            return .skipped("larger than \(limit / 1024 / 1024) MB; not linted")
        }
        if bytes.prefix(8_000).contains(0) {
            return .skipped("binary (contains NUL bytes); not linted")
        }
        return .bytes(bytes)
    }
}
