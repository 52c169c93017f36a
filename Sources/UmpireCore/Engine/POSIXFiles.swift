// File system access on the hot path through POSIX calls: one open, one fstat, one read per
// file, and readdir's entry types instead of a stat per entry.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum POSIXFiles {
    package enum ReadResult {
        case bytes([UInt8])
        case tooLarge
        /// A pipe, device or socket named on the command line: reading it could block forever.
        case notRegularFile
        case failed(String)
    }

    /// The whole file, or why not. Files over `limit` bytes are not read at all. `knownSize`
    /// (from the folder walk) saves the fstat; the file is read in one call whatever it says.
    package static func read(_ path: String, limit: Int, knownSize: Int? = nil) -> ReadResult {
        // Non-blocking, so opening a pipe that no one writes to returns at once (it changes
        // nothing for a regular file).
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return .failed(String(cString: strerror(errno))) }
        defer { close(fd) }
        var size = knownSize ?? -1
        if size < 0 {
            var info = stat()
            guard fstat(fd, &info) == 0 else { return .failed(String(cString: strerror(errno))) }
            guard info.st_mode & S_IFMT == S_IFREG else { return .notRegularFile }
            size = Int(info.st_size)
        }
        if size > limit { return .tooLarge }
        // One byte more than expected: a regular file reads short only at its end, so reaching
        // the expected size with a short read is the end, in one call; a full buffer means the
        // file grew, and the rest follows below.
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            while count <= size {
                let n = Glibc_read(fd, buffer.baseAddress! + count, size + 1 - count)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if n == 0 { return }
                count += n
                if count == size { return }
            }
        }
        if failure != 0 { return .failed(String(cString: strerror(failure))) }
        guard bytes.count > size else { return .bytes(bytes) }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc_read(fd, $0.baseAddress!, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            bytes += chunk[0..<n]
            if bytes.count > limit { return .tooLarge }
        }
        return .bytes(bytes)
    }

    /// Standard input, up to `limit + 1` bytes: enough to lint it or to say it is too large,
    /// without holding a gigabyte an editor or a script might pipe in.
    /// Standard input, up to one byte over `limit`; the errno when it cannot be read (closed,
    /// or a folder), never an empty file in its place.
    package static func readStandardInput(limit: Int) -> Result<[UInt8], POSIXReadError> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count <= limit {
            let n = chunk.withUnsafeMutableBytes { Glibc_read(0, $0.baseAddress!, min($0.count, limit + 1 - bytes.count)) }
            if n < 0, errno == EINTR { continue }
            if n < 0 { return .failure(POSIXReadError(code: errno)) }
            if n == 0 { break }
            bytes += chunk[0..<n]
        }
        return .success(bytes)
    }

    /// Writes all of `bytes` to a new file at `path`: 0, or the errno of the failure. The file
    /// must not exist yet, and a link planted at `path` is not followed (EEXIST), so a
    /// repository cannot aim a temporary file at a file elsewhere. `mode` is narrowed by the
    /// umask, as for any new file.
    package static func writeNew(_ bytes: UnsafeBufferPointer<UInt8>, to path: String, mode: mode_t = 0o666,
                         owner: (uid: uid_t, gid: gid_t)? = nil) -> Int32 {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard fd >= 0 else { return errno }
        defer { close(fd) }
        // Root replacing another user's file hands it back to that user, not to root.
        if let owner, owner.uid != geteuid() || owner.gid != getegid(), fchown(fd, owner.uid, owner.gid) != 0 { return errno }
        return writeAll(bytes, to: fd)
    }

    /// Writes all of `bytes` to an open descriptor: 0, or the errno of the failure (a full disk,
    /// a closed descriptor, a reader gone). Never traps, unlike `FileHandle.write`.
    public static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to fd: Int32) -> Int32 {
        var written = 0
        while written < bytes.count {
            let n = Glibc_write(fd, bytes.baseAddress! + written, bytes.count - written)
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    // A descriptor someone made non-blocking: wait until it takes more.
                    var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                    if poll(&ready, 1, -1) >= 0 { continue }
                }
                return errno
            }
            if n == 0 { return EIO }
            written += n
        }
        return 0
    }

    /// `writeAll` for text.
    public static func writeAll(_ text: String, to fd: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { writeAll($0, to: fd) }
    }

    /// A new, unguessable name in the folder of `path` for a file that will replace it: short
    /// whatever the length of the file's own name (a name near 255 bytes leaves no room to add
    /// a suffix to it), and hidden, so a crash leaves nothing a glob picks up.
    package static func temporaryPath(beside path: String) -> String {
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        return folder + ".umpire-\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp"
    }

    package enum EntryKind { case file, folder, symlink, other }

    /// A folder's entries and their kinds, unsorted; nil when it cannot be listed. No stat per
    /// entry: readdir's types suffice, and a file's size is learnt when it is read (on a
    /// worker, not on the walk that feeds them).
    package static func entries(of folder: String) -> [(name: String, kind: EntryKind)]? {
        guard let dir = opendir(folder) else { return nil }
        defer { closedir(dir) }
        var result: [(String, EntryKind)] = []
        while let entry = readdir(dir) {
            let name = entryName(entry)
            if name == "." || name == ".." { continue }
            let kind: EntryKind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .folder
            case Int32(DT_LNK): kind = .symlink
            case Int32(DT_UNKNOWN): kind = statKind(folder + "/" + name)
            default: kind = .other
            }
            result.append((name, kind))
        }
        return result
    }

    /// A directory entry's name, read in place: a record is only as long as its name, so
    /// copying the whole `dirent` (its 256-byte name field) can read past the end of the
    /// buffer readdir fills.
    static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        return String(cString: (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self))
    }

    /// The path with every symbolic link resolved, or nil when it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What a path is, following symbolic links (for links and file systems without d_type).
    package static func statKind(_ path: String) -> EntryKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }
}

#if canImport(Glibc)
@inline(__always) private func Glibc_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    Glibc.read(fd, buffer, count)
}
@inline(__always) private func Glibc_write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    Glibc.write(fd, buffer, count)
}
#else
@inline(__always) private func Glibc_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    Darwin.read(fd, buffer, count)
}
@inline(__always) private func Glibc_write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    Darwin.write(fd, buffer, count)
}
#endif

/// A read that failed, with its errno and the system's words for it.
package struct POSIXReadError: Error, Sendable {
    package let code: Int32
    package var reason: String { String(cString: strerror(code)) }
}
