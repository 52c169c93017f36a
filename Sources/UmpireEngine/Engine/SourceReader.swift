// Reading a file's bytes, or saying why it was not linted.

import Foundation
import UmpireCore

enum SourceReader {
    enum Outcome {
        case bytes([UInt8])
        /// Deliberately not linted (too large, binary): a note, the run stays complete.
        case skipped(String)
        /// Could not be read: a note, and the run is incomplete.
        case failed(String)
    }

    /// `named`: the user asked for this file by name, so one that cannot be read at all (a
    /// pipe, a device) leaves the run incomplete rather than quietly skipped.
    static func read(_ path: String, limit: Int, knownSize: Int? = nil, named: Bool = false) -> Outcome {
        switch POSIXFiles.read(path, limit: limit, knownSize: knownSize) {
        case let .bytes(bytes): return check(bytes, limit: limit)
        case .tooLarge: return .skipped("larger than \(limit / 1024 / 1024) MB; not linted")
        case .notRegularFile where named: return .failed("not a regular file (a pipe, device or socket), so it cannot be read; not linted")
        case .notRegularFile: return .skipped("not a regular file (a pipe, device or socket); not linted")
        case let .failed(reason): return .failed("cannot be read (\(reason)); not linted")
        }
    }

    /// Whether bytes are valid UTF-8 (checked only when a byte is not ASCII).
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { UTF8Validation.isValid($0) }
    }

    /// Whether content is worth linting: not too large, not binary.
    static func check(_ bytes: [UInt8], limit: Int) -> Outcome {
        if bytes.count > limit {
            return .skipped("larger than \(limit / 1024 / 1024) MB; not linted")
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return .skipped("UTF-16 text; convert it to UTF-8 to lint it; not linted")
        }
        if bytes.withUnsafeBufferPointer({ $0.baseAddress.flatMap { memchr($0, 0, min(bytes.count, 8_000)) } }) != nil {
            return .skipped("binary (contains NUL bytes); not linted")
        }
        return .bytes(bytes)
    }
}
