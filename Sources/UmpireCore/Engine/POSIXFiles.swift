// File system access on the hot path through POSIX calls: one open, one fstat, one read per
// file, and readdir's entry types instead of a stat per entry.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum POSIXFiles {
    enum ReadResult {
        case bytes([UInt8])
        case tooLarge
        case failed(String)
    }

    /// The whole file, or why not. Files over `limit` bytes are not read at all.
    static func read(_ path: String, limit: Int) -> ReadResult {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return .failed(String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failed(String(cString: strerror(errno))) }
        let size = Int(info.st_size)
        if size > limit { return .tooLarge }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let n = bytes.withUnsafeMutableBytes { buffer in
                Glibc_read(fd, buffer.baseAddress! + filled, size - filled)
            }
            if n < 0 {
                if errno == EINTR { continue }
                return .failed(String(cString: strerror(errno)))
            }
            if n == 0 { break }
            filled += n
        }
        if filled < size { bytes.removeLast(size - filled) }
        // A file that grew while we read it: the rest is read too, up to the limit.
        var extra = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = extra.withUnsafeMutableBytes { Glibc_read(fd, $0.baseAddress!, $0.count) }
            if n <= 0 { break }
            bytes += extra[0..<n]
            if bytes.count > limit { return .tooLarge }
        }
        return .bytes(bytes)
    }

    enum EntryKind { case file, folder, symlink, other }

    /// A folder's entries and their kinds, unsorted; nil when it cannot be listed.
    static func entries(of folder: String) -> [(name: String, kind: EntryKind)]? {
        guard let dir = opendir(folder) else { return nil }
        defer { closedir(dir) }
        var result: [(String, EntryKind)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
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

    /// The path with every symbolic link resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What a path is, following symbolic links (for links and file systems without d_type).
    static func statKind(_ path: String) -> EntryKind {
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
#else
@inline(__always) private func Glibc_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    Darwin.read(fd, buffer, count)
}
#endif
