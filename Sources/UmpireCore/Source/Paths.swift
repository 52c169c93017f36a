// Paths as reports and role globs see them: normalized, relative to a root, in byte order.
// The folder walk itself is the engine's (`FileDiscovery.stream`).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum FileDiscovery {
    /// Folders never worth linting: version control, dependencies, build output.
    public static let skippedFolders: Set<String> = [".git", ".build", "node_modules", "DerivedData", "Pods", "build", "dist", ".swiftpm",
                                                     ".yarn", ".next", ".nuxt", ".svelte-kit", ".turbo", ".output", "coverage"]

    /// Whether the walk skips a folder of this name: those above, and Xcode's project and
    /// workspace bundles, which hold settings, schemes and test baselines, never source (a
    /// performance baseline's `Info.plist` is not the app's).
    public static func isSkippedFolder<Name: StringProtocol>(_ name: Name) -> Bool {
        skippedFolders.contains(String(name)) || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
    }

    /// Byte order of two paths, the order reports use.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let common = min(x.count, y.count)
                let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
                return order != 0 ? order < 0 : x.count < y.count
            }
        }
    }

    /// Whether a resolved path is `root` or below it.
    package static func isInside(_ real: String, _ root: String) -> Bool {
        real == root || real.hasPrefix(root == "/" ? "/" : root + "/")
    }

    package static func realPath(_ path: String) -> String {
        POSIXFiles.realPath(path) ?? path
    }

    /// `path` relative to `base`, or nil when it is not inside it.
    package static func relative(_ path: String, to base: String) -> String? {
        let base = normalize(base)
        if path == base { return "" }
        let prefix = base == "/" ? "/" : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// The argument as the user wrote it, tidied for printing: `./a/` → `a`, `.` → ``,
    /// `ios/../ios//App` → `ios/App`; a leading `..` stays.
    package static func displayPrefix(_ argument: String) -> String {
        var parts: [Substring] = []
        for part in argument.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return argument.hasPrefix("/") ? "/" + joined : joined
    }

    /// Removes `.` and `..` segments and doubled slashes from an absolute path.
    public static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }
}
