// Finding the files to lint: arguments expanded, folders walked in a stable order.

import Foundation
import UmpireCore

/// A file to lint: where to read it, how to print it, and the path its roles are matched on.
public struct SourceFileRef: Sendable, Hashable {
    public let absolutePath: String
    public let displayPath: String
    public let rolePath: String
    /// Content to lint instead of the file on disk (the staged blob, standard input).
    public var content: [UInt8]?
    /// Only findings on these lines are reported; nil reports every line.
    public var changedLines: ChangedLines?
    /// The size the folder walk saw, used to schedule large files first and to read in one call.
    public var size: Int?
    /// Named on the command line (or standard input): a file the user asked for by name is
    /// never left out silently.
    public var isNamed = false
    /// A folder the walk could not list (the errno): reported as a note that leaves the run
    /// incomplete, since its files went unread.
    public var unlistedFolder: Int32?
    /// The project the file belongs to, when the folder walk saw it (it reads every folder's
    /// entries anyway); otherwise looked up.
    public var projectRoot: String?
    /// The folder of the nearest `package.json` above the file, when the folder walk saw it
    /// ("" when the walk reached a repository's root without one); otherwise looked up.
    public var manifestFolder: String?

    public init(absolutePath: String, displayPath: String, rolePath: String, content: [UInt8]? = nil,
                changedLines: ChangedLines? = nil, size: Int? = nil) {
        self.size = size
        self.absolutePath = absolutePath
        self.displayPath = displayPath
        self.rolePath = rolePath
        self.content = content
        self.changedLines = changedLines
    }
}

public struct DiscoveryError: Error, CustomStringConvertible {
    public let path: String
    public var description: String { "\(path): no such file or folder" }
}

extension FileDiscovery {
    /// Expands the arguments into lintable files, sorted by display path, without duplicates.
    /// `configRoot` (absolute), when set, is what role globs are relative to. An argument that
    /// links out of the repository becomes a note in `notes`.
    public static func discover(_ arguments: [String], cwd: String, configRoot: String?, notes: inout [Note]) throws -> [SourceFileRef] {
        var files: [SourceFileRef] = []
        let walk = try stream(arguments, cwd: cwd, configRoot: configRoot)
        notes += walk.notes
        walk.run { files.append($0) }
        // The walk visits entries in path order already (see `walk`); several arguments may not.
        let inOrder = zip(files, files.dropFirst()).allSatisfy { !precedes($1.displayPath, $0.displayPath) }
        return inOrder ? files : files.sorted { precedes($0.displayPath, $1.displayPath) }
    }

    /// The same, for callers that only want the files (benchmarks, tests).
    public static func discover(_ arguments: [String], cwd: String, configRoot: String?) throws -> [SourceFileRef] {
        var notes: [Note] = []
        return try discover(arguments, cwd: cwd, configRoot: configRoot, notes: &notes)
    }

    /// A folder walk ready to run: the notes about the arguments themselves, and the walk.
    public struct Walk: Sendable {
        public let notes: [Note]
        /// The folders walked whole (absolute paths as written).
        public let folders: [String]
        /// Hands each file to `emit` as it is found, without duplicates.
        public let run: @Sendable (_ emit: (SourceFileRef) -> Void) -> Void
    }

    /// Checks the arguments now (a missing path throws before any work starts) and returns the
    /// walk, which hands each file to `emit` as it is found, without duplicates, so linting can
    /// start while folders are still being read. An argument written inside the repository that
    /// links out of it is not read (a note says so).
    public static func stream(_ arguments: [String], cwd: String, configRoot: String?, readsIgnoreFiles: Bool = true) throws -> Walk {
        var targets: [(absolute: String, display: String, isFolder: Bool)] = []
        var notes: [Note] = []
        let boundary = Containment.boundary(for: cwd)
        for argument in arguments {
            let absolute = normalize(argument.hasPrefix("/") ? argument : cwd + "/" + argument)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) else { throw DiscoveryError(path: argument) }
            if Containment.escapes(absolute, boundary: boundary) {
                notes.append(Note(path: displayPrefix(argument), message: Containment.outsideNote, incomplete: false))
                continue
            }
            if !isFolder.boolValue, Language.of(path: absolute) == nil {
                // Named, so never dropped without a word: `umpire README.md`, `umpire /dev/zero`.
                notes.append(Note(path: displayPrefix(argument), message: "not a file Umpire reads (\(Language.readable)); not linted",
                                  incomplete: false))
                continue
            }
            targets.append((absolute, displayPrefix(argument), isFolder.boolValue))
        }
        return Walk(notes: notes, folders: targets.filter(\.isFolder).map(\.absolute)) { [targets] emit in
            // One folder cannot list a file twice (each real folder is walked once); only
            // several arguments can overlap.
            var seen: Set<String> = []
            let dedupe = targets.count > 1
            for (absolute, display, isFolder) in targets {
                if isFolder {
                    let roleBase = configRoot.flatMap { relative(absolute, to: $0) }
                    var visited: Set<String> = []
                    let project = ProjectRoots().root(ofFolder: ProjectRoots.parent(of: absolute))
                    walk(folder: absolute, display: display, role: roleBase ?? "", root: realPath(absolute),
                         project: project == "/" ? nil : project, manifest: WebPackages.manifestFolder(above: absolute),
                         ignores: readsIgnoreFiles ? IgnoreStack(above: absolute) : nil, visited: &visited) { file in
                        if !dedupe || seen.insert(file.absolutePath).inserted { emit(file) }
                    }
                } else if !dedupe || seen.insert(absolute).inserted {
                    let role = configRoot.flatMap { relative(absolute, to: $0) } ?? relative(absolute, to: cwd) ?? absolute
                    var ref = SourceFileRef(absolutePath: absolute, displayPath: display, rolePath: role)
                    ref.isNamed = true
                    emit(ref)
                }
            }
        }
    }

    /// `folder/name`, or `joined` when `folder` is `shownFolder` (the role path is the display
    /// path when the run starts where the configuration is): one string for both, not two, for
    /// each of the run's files the walk queues.
    private static func joined(_ folder: String, _ name: String, sharing shownFolder: String, _ joined: String) -> String {
        folder == shownFolder ? joined : folder.isEmpty ? name : path(folder, name)
    }

    /// `folder/name` in one allocation: `folder + "/" + name` makes two strings, and the walk
    /// joins up to three paths for each of the tens of thousands of entries it lists.
    static func path(_ folder: String, _ name: String) -> String {
        var folder = folder, name = name
        return folder.withUTF8 { head in
            name.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + 1 + tail.count) { buffer in
                    if let base = head.baseAddress { buffer.baseAddress!.update(from: base, count: head.count) }
                    buffer[head.count] = UInt8(ascii: "/")
                    if let base = tail.baseAddress { (buffer.baseAddress! + head.count + 1).update(from: base, count: tail.count) }
                    return head.count + 1 + tail.count
                }
            }
        }
    }

    /// Byte order of two entries, a folder's name read with a `/` after it (so `a/b` and `a.b`
    /// order as their full paths do), without building those names.
    private static func walkOrder(_ a: String, _ aFolder: Bool, _ b: String, _ bFolder: Bool) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let common = min(x.count, y.count)
                let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
                if order != 0 { return order < 0 }
                // One is a prefix of the other: the next byte is the longer name's, or a folder's `/`.
                let nextA: Int = x.count > common ? Int(x[common]) : (aFolder ? Int(UInt8(ascii: "/")) : -1)
                let nextB: Int = y.count > common ? Int(y[common]) : (bFolder ? Int(UInt8(ascii: "/")) : -1)
                if nextA != nextB { return nextA < nextB }
                return x.count < y.count
            }
        }
    }

    /// Whether the walk of `root` reaches a linked file's target under its own name: inside
    /// the root, by a path of real folders no walk skips (a link into `node_modules` is linted
    /// as the link).
    private static func reachesItself(_ target: String, root: String) -> Bool {
        guard isInside(target, root), Language.of(path: target) != nil else { return false }
        let inner = target.dropFirst(root.count).split(separator: "/").dropLast()
        return !inner.contains { isSkippedFolder($0) }
    }

    /// `real` is the folder's path with links resolved, when the caller knows it (a plain
    /// subfolder of a resolved folder); resolving costs a readlink per path component.
    private static func walk(folder: String, display: String, role: String, root: String, real known: String? = nil,
                             project inherited: String?, manifest inheritedManifest: String, ignores ignoreStack: IgnoreStack?,
                             visited: inout Set<String>,
                             _ found: (SourceFileRef) -> Void) {
        // Symbolic links are followed only inside the linted folder, and each real folder once.
        let real = known ?? realPath(folder)
        guard isInside(real, root), visited.insert(real).inserted else { return }
        guard let entries = POSIXFiles.entries(of: folder) else {
            // A folder that cannot be listed is part of what was asked for: said, never skipped silently.
            var ref = SourceFileRef(absolutePath: folder, displayPath: display.isEmpty ? "." : display, rolePath: role)
            ref.unlistedFolder = errno
            found(ref)
            return
        }
        let names = entries.map(\.name)
        let project = ProjectRoots.isRoot(entries: names) ? folder : inherited
        let manifest = names.contains("package.json") ? folder : names.contains(".git") ? "" : inheritedManifest
        var ignores = ignoreStack
        ignores?.add(folder: folder, names: names)
        let ignoring = ignores.map { !$0.levels.isEmpty } ?? false
        // Only folders and files Umpire reads go on: no path is built for a README or an image.
        let wanted = entries.filter { entry in
            switch entry.kind {
            case .folder: !isSkippedFolder(entry.name)
            case .file, .symlink: Language.of(path: entry.name) != nil || entry.kind == .symlink
            case .other: false
            }
        }
        // A folder sorts as its name plus "/", so a depth-first walk lists paths in byte order.
        for (name, entryKind) in wanted.sorted(by: { walkOrder($0.name, $0.kind == .folder, $1.name, $1.kind == .folder) }) {
            let path = Self.path(folder, name)
            let kind = entryKind == .symlink ? POSIXFiles.statKind(path) : entryKind
            if ignoring, ignores?.ignores(path, isFolder: kind == .folder) == true { continue }
            if kind == .folder {
                if !isSkippedFolder(name) {
                    let shown = display.isEmpty ? name : Self.path(display, name)
                    walk(folder: path, display: shown, role: Self.joined(role, name, sharing: display, shown),
                         root: root, real: entryKind == .folder ? (real == "/" ? "" : real) + "/" + name : nil, project: project,
                         manifest: manifest, ignores: ignores, visited: &visited, found)
                }
            } else if kind == .file, Language.of(path: name) != nil {
                // A linked file is read only when it lies inside the linted folder too: a pull
                // request must not be able to point `leak.ts` at a secret on the CI machine.
                // Inside it, the walk reaches the file itself, so the link would report it twice.
                if entryKind == .symlink {
                    let target = realPath(path)
                    if !isInside(target, root) || reachesItself(target, root: root) { continue }
                }
                let shown = display.isEmpty ? name : Self.path(display, name)
                var ref = SourceFileRef(absolutePath: path, displayPath: shown, rolePath: Self.joined(role, name, sharing: display, shown))
                ref.projectRoot = project ?? "/"
                ref.manifestFolder = manifest
                found(ref)
            }
        }
    }
}
