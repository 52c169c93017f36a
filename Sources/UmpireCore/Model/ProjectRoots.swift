// Which project a file belongs to: the nearest folder above it that holds `.git`,
// `Package.swift`, an `*.xcodeproj` or a `package.json`. Evidence never crosses projects: a
// lifecycle observer in one app does not excuse another app in the same folder.

import Foundation

public final class ProjectRoots: @unchecked Sendable {
    private let lock = NSLock()
    private var rootOfFolder: [String: String] = [:]

    public init() {}

    /// The project root of a file (its absolute path); "/" when no marker is found.
    public func root(ofFile path: String) -> String {
        // Paths from the folder walk are already clean; only a named path may need tidying.
        let clean = Self.isClean(path) ? path : FileDiscovery.normalize(path)
        return root(ofFolder: Self.parent(of: clean))
    }

    /// No `//`, `/./` or `/../` (checked on bytes: Foundation's `contains` costs a search per file).
    static func isClean(_ path: String) -> Bool {
        var previous: UInt8 = 0
        for byte in path.utf8 {
            if previous == UInt8(ascii: "/"), byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".") { return false }
            previous = byte
        }
        return true
    }

    /// The folder holding a path, by its last slash (NSString's path methods cost more than
    /// the lookup, once per file).
    package static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }

    public func root(ofFolder folder: String) -> String {
        let folder = folder.isEmpty ? "/" : folder
        lock.lock()
        if let known = rootOfFolder[folder] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let root: String
        if Self.isRoot(folder) {
            root = folder
        } else if folder == "/" {
            root = "/"
        } else {
            root = self.root(ofFolder: Self.parent(of: folder))
        }
        lock.lock()
        rootOfFolder[folder] = root
        lock.unlock()
        return root
    }

    /// Whether a folder's entries mark it as a project root.
    package static func isRoot(entries names: [String]) -> Bool {
        names.contains { $0 == ".git" || $0 == "Package.swift" || $0 == "package.json" || $0.hasSuffix(".xcodeproj") }
    }

    private static func isRoot(_ folder: String) -> Bool {
        var info = stat()
        for marker in [".git", "Package.swift", "package.json"] where lstat(folder + "/" + marker, &info) == 0 {
            return true
        }
        guard let dir = opendir(folder) else { return false }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            if POSIXFiles.entryName(entry).hasSuffix(".xcodeproj") { return true }
        }
        return false
    }
}
