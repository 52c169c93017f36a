// Folder and file names a path may have, answered in one walk over the path, and several globs
// compiled as one set: the shapes nearly every role glob has.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Glob {
    /// Names a path's folders or file may have, at any depth: `**/NAME/**`, `**/NAME*/**`,
    /// `**/*NAME/**`, `**/*NAME*/**` for a folder, and the same without `/**` for the file's
    /// own name (`*.{test,spec}.*`, `{fixtures,mock}.*`, `*openapi*`).
    struct FolderNames: Sendable {
        struct Name: Sendable {
            enum Kind: Sendable { case exact, prefix, suffix, contains }
            let kind: Kind
            let bytes: [UInt8]
            /// The file's name rather than a folder's.
            let isFile: Bool

            init?(_ pieces: [Piece]) {
                let slash = UInt8(ascii: "/")
                guard pieces.count >= 2, case .globStar = pieces[0] else { return nil }
                var body = pieces[1...]
                if pieces.count >= 4, case .globStar = pieces[pieces.count - 1], case .byte(slash) = pieces[pieces.count - 2] {
                    body = body.dropLast(2)
                    isFile = false
                } else {
                    isFile = true
                }
                var leadingStar = false, trailingStar = false
                if case .star = body.first { leadingStar = true; body = body.dropFirst() }
                if case .star = body.last { trailingStar = true; body = body.dropLast() }
                var bytes: [UInt8] = []
                for piece in body {
                    guard case let .byte(b) = piece, b != slash else { return nil }
                    bytes.append(b)
                }
                guard !bytes.isEmpty else { return nil }
                self.bytes = bytes
                switch (leadingStar, trailingStar) {
                case (false, false): kind = .exact
                case (false, true): kind = .prefix
                case (true, false): kind = .suffix
                case (true, true): kind = .contains
                }
            }

            func matches(_ path: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
                let length = end - start, count = bytes.count
                guard length >= count else { return false }
                switch kind {
                case .exact: return length == count && equal(path, at: start)
                case .prefix: return equal(path, at: start)
                case .suffix: return equal(path, at: end - count)
                case .contains:
                    // Compared only where the first byte matches: most names start with a `.` or a
                    // letter a name has once or twice.
                    let first = bytes[0]
                    for offset in start...(end - count) where path[offset] == first && equal(path, at: offset) { return true }
                    return false
                }
            }

            private func equal(_ path: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
                for k in 0..<bytes.count where path[offset + k] != bytes[k] { return false }
                return true
            }
        }

        var names: [Name] = [] {
            didSet { index() }
        }
        /// Exact folder names by length (most names are exact: `tests`, `mocks`, `fixtures`), so
        /// a folder is compared only with names as long as it; every other name below.
        private var exactFolders: [[[UInt8]]] = []
        /// The other folder names, and the file's, apart: a folder is never compared with a file's name.
        private var otherFolders: [Name] = []
        private var fileNames: [Name] = []

        private mutating func index() {
            exactFolders = []
            otherFolders = []
            fileNames = []
            for name in names {
                if name.kind == .exact, !name.isFile {
                    while exactFolders.count <= name.bytes.count { exactFolders.append([]) }
                    exactFolders[name.bytes.count].append(name.bytes)
                } else if name.isFile {
                    fileNames.append(name)
                } else {
                    otherFolders.append(name)
                }
            }
        }

        func matches(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
            names.isEmpty ? false : matches(path, slashes: Glob.slashes(in: path))
        }

        /// The same, given where the path's slashes are: a file's roles ask a dozen sets of
        /// names of one path, which is split once.
        func matches(_ path: UnsafeBufferPointer<UInt8>, slashes: [Int]) -> Bool {
            guard !names.isEmpty else { return false }
            var start = 0
            for i in slashes {
                let length = i - start
                if length < exactFolders.count {
                    for bytes in exactFolders[length] where Self.equal(path, start, bytes) { return true }
                }
                for name in otherFolders where name.matches(path, start, i) { return true }
                start = i + 1
            }
            for name in fileNames where name.matches(path, start, path.count) { return true }
            return false
        }

        private static func equal(_ path: UnsafeBufferPointer<UInt8>, _ start: Int, _ bytes: [UInt8]) -> Bool {
            for k in 0..<bytes.count where path[start + k] != bytes[k] { return false }
            return true
        }
    }
}

/// Several globs answered as one: all their folder- and file-name alternatives in a single walk
/// over the path, the others one by one (a role's `!` globs are forty alternatives or more).
struct GlobSet: Sendable {
    private struct Other: Sendable {
        let pieces: [Glob.Piece]
        let literals: (runs: [[UInt8]], anchoredEnd: Bool)
        let shortcut: Glob.Shortcut?
    }

    private let folders: Glob.FolderNames
    private let others: [Other]
    let isEmpty: Bool

    init(_ globs: [Glob]) {
        var folders = Glob.FolderNames(), names: [Glob.FolderNames.Name] = [], others: [Other] = []
        for glob in globs {
            for (n, pieces) in glob.alternatives.enumerated() {
                if let name = Glob.FolderNames.Name(pieces) {
                    names.append(name)
                } else {
                    others.append(Other(pieces: pieces, literals: glob.literals[n], shortcut: glob.shortcuts[n]))
                }
            }
        }
        // Assigned once: the names are indexed on every assignment, and indexing per name was quadratic.
        folders.names = names
        self.folders = folders
        self.others = others
        isEmpty = globs.isEmpty
    }

    func matches(_ path: UnsafeBufferPointer<UInt8>, slashes: [Int]) -> Bool {
        if folders.matches(path, slashes: slashes) { return true }
        for other in others {
            if let shortcut = other.shortcut {
                if shortcut.matches(path) { return true }
            } else if Glob.mayMatch(other.literals, path), Glob.match(other.pieces, path) {
                return true
            }
        }
        return false
    }
}

extension Glob {
    /// The offsets of a path's slashes, found by memchr.
    static func slashes(in path: UnsafeBufferPointer<UInt8>) -> [Int] {
        var found: [Int] = []
        guard let base = path.baseAddress else { return found }
        // One allocation: most paths are a dozen folders deep or less.
        found.reserveCapacity(16)
        var from = 0
        while from < path.count, let hit = memchr(base + from, Int32(UInt8(ascii: "/")), path.count - from) {
            let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            found.append(at)
            from = at + 1
        }
        return found
    }
}
