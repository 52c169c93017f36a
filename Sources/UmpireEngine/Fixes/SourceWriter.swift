// Writes a fixed source file without losing anything: the new text goes to a temporary file
// beside it with the same mode and owner, and a rename replaces the file whole, so an
// interrupted run leaves it old or new, never half-written. A file that is no longer what was
// linted (an editor saved it, unstaged work with `--staged`) is not written, and neither is one
// the user may not write.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import UmpireCore

enum SourceWriter {
    enum Outcome: Equatable {
        case written
        /// The file on disk differs from the bytes the fixes were made for.
        case changed
        /// It changed on disk between the first check and the rename (an editor saved it).
        case changedWhileWriting
        /// A link, or not a regular file: fixing would replace it with a file.
        case notAFile
        /// No longer there (deleted from the working tree).
        case missing
        /// Read-only, or not writable by this user.
        case readOnly
        case failed(String)
    }

    @_optimize(none)
    static func replace(_ path: String, expecting old: [UInt8], with new: [UInt8]) -> Outcome {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT ? .missing : .failed(String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .notAFile }
        // Root may write anything; a file marked read-only for everyone is still not ours to change.
        guard access(path, W_OK) == 0, info.st_mode & 0o222 != 0 else { return .readOnly }
        guard matches(path, old) else { return .changed }
        if info.st_nlink > 1 { return writeInPlace(path, expecting: old, with: new) }
        let mode = info.st_mode & 0o7777
        var failure: Int32 = EEXIST
        var changedMeanwhile = false
        for _ in 0..<8 where failure == EEXIST {
            let temporary = POSIXFiles.temporaryPath(beside: path)
            Interruption.whilePending(temporary) {
                failure = new.withUnsafeBufferPointer { POSIXFiles.writeNew($0, to: temporary, mode: mode, owner: (info.st_uid, info.st_gid)) }
                // The umask may have narrowed the mode the file was created with.
                if failure == 0, chmod(temporary, mode) != 0 { failure = errno }
                // The last look before the rename: an edit saved since the first check wins.
                if failure == 0, !matches(path, old) {
                    changedMeanwhile = true
                    failure = ECANCELED
                }
                if failure == 0, rename(temporary, path) != 0 { failure = errno }
                if failure != 0, failure != EEXIST { unlink(temporary) }
            }
        }
        if changedMeanwhile { return .changedWhileWriting }
        // Not allowed to keep the owner (a group-writable file of another user): write in place.
        if failure == EPERM { return writeInPlace(path, expecting: old, with: new) }
        return failure == 0 ? .written : .failed(String(cString: strerror(failure)))
    }

    /// Through the file itself: keeps hard links and an owner this user cannot set, at the
    /// price of atomicity.
    @_optimize(none)
    private static func writeInPlace(_ path: String, expecting old: [UInt8], with new: [UInt8]) -> Outcome {
        let fd = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return .failed(String(cString: strerror(errno))) }
        defer { close(fd) }
        guard matches(path, old) else { return .changedWhileWriting }
        guard ftruncate(fd, 0) == 0 else { return .failed(String(cString: strerror(errno))) }
        let failure = new.withUnsafeBufferPointer { POSIXFiles.writeAll($0, to: fd) }
        return failure == 0 ? .written : .failed(String(cString: strerror(failure)))
    }

    @_optimize(none)
    private static func matches(_ path: String, _ expected: [UInt8]) -> Bool {
        guard case let .bytes(current) = POSIXFiles.read(path, limit: max(expected.count, 1) * 2 + 4096) else { return false }
        return current == expected
    }
}
