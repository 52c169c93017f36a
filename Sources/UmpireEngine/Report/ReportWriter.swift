// Writing a report, a baseline or a job summary to the file a user named, so that nothing is
// half-written, nothing is written through a planted link, and what the target is survives:
// a device or a pipe is written into, a report keeps its mode, owner and hard links.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import UmpireCore

enum ReportWriter {
    static func write(_ text: String, to path: String) throws {
        var text = text
        let failure = text.withUTF8 { write($0, to: path) }
        guard failure != 0 else { return }
        if failure == linkToFile {
            throw UsageError("\(path) is a link to a file; Umpire neither follows it (a link in a repository could aim the report "
                + "anywhere) nor replaces it: name the file itself")
        }
        throw UsageError("\(path): cannot write (\(String(cString: strerror(failure))))")
    }

    /// The failure of a target that is a link to a regular file (not an errno).
    private static let linkToFile: Int32 = -1

    /// 0, or the errno of the failure.
    static func write(_ bytes: UnsafeBufferPointer<UInt8>, to path: String) -> Int32 {
        // `/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1`: this process's own stream, wherever the
        // shell pointed it (a file `> out.txt`, a pipe, a terminal). Written into, never replaced.
        if let descriptor = ownDescriptor(path) {
            return POSIXFiles.writeAll(bytes, to: descriptor)
        }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return errno == ENOENT ? replace(path, with: bytes, keeping: nil) : errno
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG where info.st_nlink > 1:
            // A rename would cut the other names loose: write through the one file.
            return overwrite(path, with: bytes, flags: O_TRUNC | O_NOFOLLOW)
        case S_IFREG:
            return replace(path, with: bytes, keeping: info)
        case S_IFDIR:
            return EISDIR
        case S_IFLNK:
            // A link to a device or a pipe leads to a stream: write into it. A link to a file
            // (perhaps planted in a repository to aim the report elsewhere) is neither followed
            // nor replaced: the user names the file.
            var target = stat()
            guard stat(path, &target) == 0 else { return replace(path, with: bytes, keeping: nil) }
            switch target.st_mode & S_IFMT {
            case S_IFREG: return linkToFile
            case S_IFDIR: return EISDIR
            default: return overwrite(path, with: bytes, flags: 0)
            }
        default:
            // A device (`/dev/null`), a pipe or a socket: replacing it would destroy it.
            return overwrite(path, with: bytes, flags: 0)
        }
    }

    /// The descriptor a path names when it is this process's own (`/dev/stdout`, `/dev/stderr`,
    /// `/dev/fd/N`, `/proc/self/fd/N`).
    static func ownDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                return Int32(path.dropFirst(prefix.count)).flatMap { $0 >= 0 ? $0 : nil }
            }
            return nil
        }
    }

    /// Appends (the GitHub job summary): one `O_APPEND` write, so concurrent steps never interleave.
    static func append(_ text: String, to path: String) throws {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOCTTY, 0o666)
        var failure = fd < 0 ? errno : POSIXFiles.writeAll(text, to: fd)
        if fd >= 0, close(fd) != 0, failure == 0 { failure = errno }
        guard failure != 0 else { return }
        throw UsageError("\(path): cannot append the job summary (\(String(cString: strerror(failure))))")
    }

    /// A new file beside the old one, renamed over it: whole or not at all. A regular file's
    /// mode and owner carry over.
    private static func replace(_ path: String, with bytes: UnsafeBufferPointer<UInt8>, keeping old: stat?) -> Int32 {
        var failure: Int32 = EEXIST
        for _ in 0..<8 where failure == EEXIST {
            let temporary = POSIXFiles.temporaryPath(beside: path)
            Interruption.whilePending(temporary) {
                failure = POSIXFiles.writeNew(bytes, to: temporary, mode: old.map { $0.st_mode & 0o7777 } ?? 0o666,
                                              owner: old.map { ($0.st_uid, $0.st_gid) })
                // The umask narrows the mode a file is created with; the old file's mode wins.
                if failure == 0, let old, chmod(temporary, old.st_mode & 0o7777) != 0 { failure = errno }
                if failure == 0, rename(temporary, path) != 0 { failure = errno }
                if failure != 0, failure != EEXIST { unlink(temporary) }
            }
        }
        // Not allowed to give the file its owner back (a group-writable report of another user):
        // write into it instead, which keeps everything but atomicity.
        if failure == EPERM, old != nil { return overwrite(path, with: bytes, flags: O_TRUNC | O_NOFOLLOW) }
        return failure
    }

    private static func overwrite(_ path: String, with bytes: UnsafeBufferPointer<UInt8>, flags: Int32) -> Int32 {
        let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY | flags)
        guard fd >= 0 else { return errno }
        var failure = POSIXFiles.writeAll(bytes, to: fd)
        if close(fd) != 0, failure == 0 { failure = errno }
        return failure
    }
}
