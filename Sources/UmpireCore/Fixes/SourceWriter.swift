// Writes a fixed source file without losing anything: the new text goes to a temporary file
// beside it with the same permissions, and a rename replaces the file whole, so an interrupted
// run leaves it old or new, never half-written. A file that is no longer what was linted (an
// editor saved it, unstaged work with `--staged`) is not written.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum SourceWriter {
    enum Outcome: Equatable {
        case written
        /// The file on disk differs from the bytes the fixes were made for.
        case changed
        /// A link, or not a regular file: fixing would replace it with a file.
        case notAFile
        case failed(String)
    }

    static func replace(_ path: String, expecting old: [UInt8], with new: [UInt8]) -> Outcome {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .failed(String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .notAFile }
        guard let current = FileManager.default.contents(atPath: path), [UInt8](current) == old else { return .changed }
        let mode = info.st_mode & 0o7777
        var failure: Int32 = EEXIST
        for _ in 0..<8 where failure == EEXIST {
            let temporary = path + ".umpire-\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16)).tmp"
            Interruption.whilePending(temporary) {
                failure = new.withUnsafeBufferPointer { POSIXFiles.writeNew($0, to: temporary, mode: mode) }
                // The umask may have narrowed the mode the file was created with.
                if failure == 0, chmod(temporary, mode) != 0 { failure = errno }
                if failure == 0, rename(temporary, path) != 0 { failure = errno }
                if failure != 0, failure != EEXIST { unlink(temporary) }
            }
        }
        return failure == 0 ? .written : .failed(String(cString: strerror(failure)))
    }
}
