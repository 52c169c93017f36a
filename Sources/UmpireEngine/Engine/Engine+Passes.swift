// The two passes of a run. The first reads every file: a file that needs no project model is
// linted at once; a Swift file waits, and the few that can declare the model's types (they
// name Codable, ActivityAttributes, a backend type or a service) are lexed for their
// declarations. The second reads and lexes the waiting files again once every declaration is
// in: from the page cache (or the content a run was given) that costs less than keeping them,
// and a run's memory stays that of the files being checked, whatever the project's size.

import Foundation
import UmpireCore

/// A Swift file read in the first pass, waiting for the project model.
struct DeferredFile: Sendable {
    let ref: SourceFileRef
    let declarations: [DeclaredType]
    let projectRoot: String
    /// The roles its path gives it (matched once, in the first pass).
    let pathRoles: FileRoles
    /// When it declares nothing for the model: the names it extends, which tell the model's
    /// follow-up whether it needs the file without reading it again.
    var extended: [[UInt8]] = []
    /// The hashes of the names it calls, for provenance across files (CallSites).
    var called: [UInt32] = []
    /// The hashes of the type names it may build (ProjectUses reads only those files).
    var constructed: [UInt32] = []
    /// The member names it changes through a value (ProjectUses), kept so that question needs
    /// no second read of every file.
    var changedMembers: Set<String> = []
    /// Its record when no rule checks it (a test file): the second pass has nothing to read.
    var finished: FileRecord?
}

enum FirstPass: Sendable {
    case done(FileRecord)
    case deferred(DeferredFile)
}

extension Engine {
    /// File indices, largest first, by the sizes the folder walk saw (files named on the
    /// command line, whose size is unknown, come last: they are few).
    func balancedOrder(_ files: [SourceFileRef]) -> [Int] {
        let sizes = files.map { $0.content?.count ?? $0.size ?? 0 }
        return files.indices.sorted { sizes[$0] > sizes[$1] }
    }

    func firstPass(_ ref: SourceFileRef) -> FirstPass {
        var record = FileRecord(path: ref.displayPath)
        switch read(ref) {
        case .none: return .done(record)
        case .excluded?:
            record.excluded = true
            return .done(record)
        case let .note(note)?:
            record.notes.append(note)
            return .done(record)
        case let .bytes(bytes, language)?:
            let root = ref.projectRoot ?? roots.root(ofFile: ref.absolutePath)
            var pathRoles = rules.configuration.roles.roles(of: ref.rolePath)
            // A web app's or UI library's TypeScript is not the backend, wherever it lives, except
            // its server code: a module that imports 'server-only' (a Next.js app's services that
            // send pushes), or a serverless function (`netlify/functions/`), runs on the server.
            if language.language == .typeScript, pathRoles.contains(.backend), !rules.configuration.roles.isCustomized("backend"),
               webPackages.isFrontEnd(manifestFolder: ref.manifestFolder ?? WebPackages.manifestFolder(above: ProjectRoots.parent(of: ref.absolutePath))),
               !WebPackages.isServerFunction(ref.rolePath), !WebPackages.isServerOnly(bytes) {
                pathRoles.remove(.backend)
            }
            let finished = checksNothing(bytes, language.language, ref: ref, pathRoles: pathRoles) ? unlexedRecord(bytes, ref: ref) : nil
            if language.language != .swift, let finished { return .done(finished) }
            if language.language == .swift, !rules.context.modelWords.occur(in: bytes), !pathRoles.contains(.generated) {
                let calls = CallSites.callHashes(bytes)
                return .deferred(DeferredFile(ref: ref, declarations: [], projectRoot: root, pathRoles: pathRoles,
                                              extended: ModelFollowUp.extendedNames(bytes), called: calls.called, constructed: calls.constructed,
                                              changedMembers: ProjectUses.changedMembers(bytes), finished: finished))
            }
            let file = lex(bytes, language, ref)
            guard language.language == .swift else {
                return .done(lint(context(file, ref: ref, pathRoles: pathRoles, projectRoot: root, model: .empty), ref: ref))
            }
            let declarations = file.declaredTypes(path: ref.displayPath, generated: pathRoles.contains(.generated))
            let calls = CallSites.callHashes(bytes)
            return .deferred(DeferredFile(ref: ref, declarations: declarations, projectRoot: root, pathRoles: pathRoles,
                                          extended: declarations.isEmpty ? ModelFollowUp.extendedNames(bytes) : [],
                                          called: calls.called, constructed: calls.constructed, changedMembers: ProjectUses.changedMembers(bytes),
                                          finished: finished))
        }
    }

    func secondPass(_ deferred: DeferredFile, models: [String: ProjectModel]) -> FileRecord {
        if let finished = deferred.finished { return finished }
        let file: SourceFile
        switch read(deferred.ref) {
        case let .bytes(bytes, language)?: file = lex(bytes, language, deferred.ref)
        // Changed on disk between the passes: noted as it is now.
        case let .note(note)?:
            var record = FileRecord(path: deferred.ref.displayPath)
            record.notes = [note]
            return record
        default: return FileRecord(path: deferred.ref.displayPath)
        }
        let model = models[deferred.projectRoot] ?? .empty
        return lint(context(file, ref: deferred.ref, pathRoles: deferred.pathRoles, projectRoot: deferred.projectRoot, model: model),
                    ref: deferred.ref)
    }

    /// One model per project root, from the waiting files' declarations, and from the rest of
    /// each project's Swift files when the run reads only part of the project (named files,
    /// a change, standard input): a view's model is declared wherever the project declares it.
    func buildModels(_ files: [DeferredFile]) -> [String: ProjectModel] {
        var byRoot: [String: [DeclaredType]] = [:]
        var seen: Set<String> = []
        for file in files {
            byRoot[file.projectRoot, default: []] += file.declarations
            seen.insert(file.ref.absolutePath)
        }
        let partial = byRoot.keys.sorted().filter { root in root != "/" && !walkedFolders.contains { FileDiscovery.isInside(root, $0) } }
        let modelWords = rules.context.modelWords
        for root in partial {
            byRoot[root, default: []] += partialDeclarations.value(root) {
                declarations(under: root, except: seen) { modelWords.occur(in: $0) }
            }
        }
        let followUp = ModelFollowUp(byRoot.values.flatMap { $0 })
        if !followUp.isEmpty {
            let candidates = files.indices.filter {
                files[$0].declarations.isEmpty && (followUp.readsFiles || followUp.wants(extended: files[$0].extended, bytes: { nil }))
            }
            let found = ParallelResults<[DeclaredType]>(count: candidates.count)
            let waiting = files
            DispatchQueue.concurrentPerform(iterations: min(max(1, ProcessInfo.processInfo.activeProcessorCount), max(1, candidates.count))) { _ in
                while let c = found.claim() {
                    let file = waiting[candidates[c]]
                    guard case let .bytes(bytes, _)? = read(file.ref), followUp.wants(extended: file.extended, bytes: { bytes }) else {
                        found.store(c, [])
                        continue
                    }
                    found.store(c, lex(bytes, (.swift, false), file.ref).declaredTypes(path: file.ref.displayPath,
                                                                                        generated: file.pathRoles.contains(.generated)))
                }
            }
            for (c, declarations) in found.values.enumerated() where !(declarations ?? []).isEmpty {
                byRoot[files[candidates[c]].projectRoot, default: []] += declarations ?? []
            }
            for root in partial {
                byRoot[root, default: []] += partialDeclarations.value(root + "\u{0}" + followUp.identity) {
                    declarations(under: root, except: seen) { bytes in
                        !modelWords.occur(in: bytes) && followUp.wants(extended: ModelFollowUp.extendedNames(bytes), bytes: { bytes })
                    }
                }
            }
        }
        // What the code changes is read across the repository: a package's model is set by
        // the app's other packages (IceCubesApp's Models, set from AppAccount). A tree with no
        // `.git` (an exported archive) is read across the folder the run walks.
        var scopes: [String: String] = [:]
        var typeNames: [String: Set<String>] = [:]
        for (root, declarations) in byRoot {
            let scope = root == "/" ? root : Containment.repositoryRoot(of: root)
                ?? walkedFolders.filter { FileDiscovery.isInside(root, $0) }.min { $0.count < $1.count } ?? root
            scopes[root] = scope
            typeNames[scope, default: []].formUnion(declarations.filter { $0.kind != .extension }.map { String($0.name.split(separator: ".").last ?? "") })
        }
        // One per repository, shared by its projects (every scope has an entry, if an empty one).
        var uses: [String: ProjectUses] = [:]
        for (scope, names) in typeNames {
            let own = waiting(files, under: scope)
            let ownPaths = Set(own.map(\.ref.absolutePath))
            uses[scope] = ProjectUses(typeNames: names, known: own.reduce(into: Set<String>()) { $0.formUnion($1.changedMembers) },
                                      unscanned: { visit in swiftSources(under: scope, waiting: []) { ref, bytes in
                                          if !ownPaths.contains(ref.absolutePath) { visit(bytes) } } },
                                      constructing: { type, visit in
                                          for file in own where CallSites.holds(file.constructed, type) {
                                              if case let .bytes(bytes, _)? = read(file.ref) { visit(bytes) }
                                          } },
                                      sources: { visit in swiftSources(under: scope, waiting: files) { visit($1) } })
        }
        var models: [String: ProjectModel] = [:]
        for (root, declarations) in byRoot {
            models[root] = ProjectModel(declarations: declarations, settings: rules.context.model, uses: uses[scopes[root] ?? root] ?? .none,
                                        callSites: callSites(under: root, waiting: files))
        }
        return models
    }

    /// Where a project's files call each name, for provenance across its files (its own root
    /// only): from the hashes the first pass kept, and the project's other files when the run
    /// reads only part of it.
    private func callSites(under root: String, waiting files: [DeferredFile]) -> CallSites {
        let own = waiting(files, under: root)
        let refs = Dictionary(own.map { ($0.ref.displayPath, $0.ref) }, uniquingKeysWith: { first, _ in first })
        let seen = Set(own.map(\.ref.absolutePath))
        let partial = root != "/" && !walkedFolders.contains { FileDiscovery.isInside(root, $0) }
        // A test passes made-up values to what it tests: not where a value comes from in the app.
        let callers = own.filter { !$0.pathRoles.contains(.test) }.map {
            CallSites.Caller(path: $0.ref.displayPath, called: $0.called, isScreen: !$0.pathRoles.isDisjoint(with: [.view, .widget, .viewModel]))
        }
        return CallSites(callers: callers, others: { visit in
            guard partial, let discovered = try? FileDiscovery.discover([root], cwd: root, configRoot: root) else { return }
            for ref in discovered where ref.absolutePath.hasSuffix(".swift") && !seen.contains(ref.absolutePath)
                && !rules.configuration.roles.roles(of: ref.rolePath).contains(.test) {
                if case let .bytes(bytes, _)? = read(ref) { visit(ref.absolutePath, bytes) }
            }
        }, load: { path in
            if let ref = refs[path] {
                guard case let .bytes(bytes, _)? = read(ref) else { return nil }
                return bytes
            }
            guard case let .bytes(bytes) = SourceReader.read(path, limit: maxFileBytes) else { return nil }
            return bytes
        })
    }

    /// The waiting files of a scope (a project's root, or its repository's).
    private func waiting(_ files: [DeferredFile], under scope: String) -> [DeferredFile] {
        files.filter { scope == "/" ? $0.projectRoot == "/" : FileDiscovery.isInside($0.ref.absolutePath, scope) }
    }

    /// Hands `visit` the bytes of the Swift files under `scope`: those this run lints, and the
    /// rest when the run does not walk the whole folder. Read only when a rule asks what the
    /// code changes.
    private func swiftSources(under scope: String, waiting files: [DeferredFile], visit: (SourceFileRef, [UInt8]) -> Void) {
        let own = waiting(files, under: scope)
        for file in own { if case let .bytes(bytes, _)? = read(file.ref) { visit(file.ref, bytes) } }
        guard scope != "/", !walkedFolders.contains(where: { FileDiscovery.isInside(scope, $0) }),
              let refs = try? FileDiscovery.discover([scope], cwd: scope, configRoot: scope) else { return }
        let seen = Set(own.map(\.ref.absolutePath))
        for ref in refs where ref.absolutePath.hasSuffix(".swift") && !seen.contains(ref.absolutePath) {
            if case let .bytes(bytes, _)? = read(ref) { visit(ref, bytes) }
        }
    }

    /// The model's declarations in a project's Swift files other than `seen`, read in parallel;
    /// only files naming a model word are lexed.
    private func declarations(under root: String, except seen: Set<String>, where wanted: @Sendable ([UInt8]) -> Bool) -> [DeclaredType] {
        guard let refs = try? FileDiscovery.discover([root], cwd: root, configRoot: root) else { return [] }
        let swift = refs.filter { $0.absolutePath.hasSuffix(".swift") && !seen.contains($0.absolutePath) }
        let found = ParallelResults<[DeclaredType]>(count: swift.count)
        let workers = min(max(1, ProcessInfo.processInfo.activeProcessorCount), max(1, swift.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let n = found.claim() {
                guard case let .bytes(bytes, language)? = read(swift[n]), wanted(bytes) else { found.store(n, []); continue }
                let roles = rules.configuration.roles.roles(of: swift[n].rolePath)
                found.store(n, lex(bytes, language, swift[n]).declaredTypes(path: swift[n].displayPath, generated: roles.contains(.generated)))
            }
        }
        return found.values.compactMap { $0 }.flatMap { $0 }
    }

    /// Checks a lexed file in its context: what the merge keeps of it.
    func lint(_ context: RuleContext, ref: SourceFileRef) -> FileRecord {
        var record = checkFile(context)
        for observer in observers { observer.checked(context, ref: ref, findings: record.findings) }
        counted(&record, bytes: context.file.bytes, lines: context.file.lineCount, ref: ref)
        return record
    }

    /// Whether a file has nothing to check, told from its bytes: every rule or cross-file rule
    /// for its language and roles (whatever its content adds) finds in its bytes nothing it
    /// needs, it holds no suppression comment to judge, and no observer reads every file. Most
    /// of a repository's tests are such files (no rule applies to them), and a web app's
    /// modules that name no APNs client and no content state.
    private func checksNothing(_ bytes: [UInt8], _ language: Language, ref: SourceFileRef, pathRoles: FileRoles) -> Bool {
        guard !observers.contains(where: \.needsEveryFileLexed) else { return false }
        let contentMayAdd = language == .swift && pathRoles.contains(.ios) ? Self.contentRoleAdditions : []
        // Skipping a file by its bytes is dispatch, as trigger words are (off in the tests that compare).
        guard let deciding = rules.rulesDecidingByBytes(rolePath: ref.rolePath, language: language, pathRoles: pathRoles,
                                                        contentMayAdd: contentMayAdd, changeAware: changes != nil) else { return false }
        guard deciding.isEmpty || dispatchByTriggerWords else { return false }
        let nothing = bytes.withUnsafeBufferPointer { buffer in !deciding.contains { $0.bytesGate?(buffer) ?? true } }
        guard nothing, !Suppressions.mayHold(bytes) else { return false }
        rules.noteUnlexed(rolePath: ref.rolePath, language: language, pathRoles: pathRoles)
        return true
    }

    /// Every set of roles a Swift file's content may add to its path's: what it declares
    /// (`ContentRoles`), and widget code by its project's model.
    private static let contentRoleAdditions: [FileRoles] = {
        let each: [FileRoles] = [.view, .model, .viewModel, .widget]
        return (1..<(1 << each.count)).map { bits in
            each.indices.reduce(into: FileRoles()) { roles, n in if bits & (1 << n) != 0 { roles.formUnion(each[n]) } }
        }
    }()

    /// The record of a file nothing checks: counted as linted, never lexed.
    private func unlexedRecord(_ bytes: [UInt8], ref: SourceFileRef) -> FileRecord {
        var record = FileRecord(path: ref.displayPath)
        counted(&record, bytes: bytes, lines: SourceFile.lineCount(of: bytes), ref: ref)
        return record
    }

    private func counted(_ record: inout FileRecord, bytes: [UInt8], lines: Int, ref: SourceFileRef) {
        if !SourceReader.isValidUTF8(bytes) {
            record.notes.insert(Note(path: ref.displayPath, message: "not valid UTF-8; linted as bytes, columns may be off", incomplete: false), at: 0)
        }
        record.changedLines = ref.changedLines
        record.lines = lines
        record.bytes = bytes.count
        record.linted = true
    }

    enum Read {
        case bytes([UInt8], (language: Language, jsx: Bool))
        case note(Note)
        /// Left out by the configuration's `include`/`exclude` (found by a folder walk).
        case excluded
    }

    /// Reads a file, or says why not; nil for files Umpire does not read.
    func read(_ ref: SourceFileRef) -> Read? {
        if let code = ref.unlistedFolder {
            return .note(Note(path: ref.displayPath, message: "folder cannot be read (\(String(cString: strerror(code)))); its files were not linted",
                              incomplete: true))
        }
        guard let language = Language.of(path: ref.absolutePath) else { return nil }
        let included = rules.configuration.include?.matches(ref.rolePath) ?? true
        if !included || rules.configuration.exclude.contains(where: { $0.matches(ref.rolePath) }) {
            let key = included ? "exclude" : "include"
            return ref.isNamed ? .note(Note(path: ref.displayPath, message: "left out by `\(key)` in \(configurationName); not linted",
                                            incomplete: false)) : .excluded
        }
        var outcome: SourceReader.Outcome!
        timed(.read, ref.displayPath) {
            outcome = ref.content.map { SourceReader.check($0, limit: maxFileBytes) }
                ?? SourceReader.read(ref.absolutePath, limit: maxFileBytes, knownSize: ref.size, named: ref.isNamed)
        }
        switch outcome! {
        case let .bytes(b): return .bytes(b, language)
        case let .skipped(reason): return .note(Note(path: ref.displayPath, message: reason, incomplete: false))
        case let .failed(reason): return .note(Note(path: ref.displayPath, message: reason, incomplete: true))
        }
    }

    func lex(_ bytes: [UInt8], _ language: (language: Language, jsx: Bool), _ ref: SourceFileRef) -> SourceFile {
        var file: SourceFile!
        timed(.lex, ref.displayPath) { file = SourceFile(bytes: bytes, language: language.language, jsx: language.jsx) }
        return file
    }

    /// A lexed file in its context: its roles from its path, its content and its project's
    /// model (a view in a widget extension's folder is widget code).
    func context(_ file: SourceFile, ref: SourceFileRef, pathRoles: FileRoles, projectRoot: String, model: ProjectModel) -> RuleContext {
        var roles = pathRoles.adding(content: file.contentRoles)
        // Configured generated globs are taken as written, a generator's header included.
        if !pathRoles.contains(.generated), rules.configuration.roles.isCustomized("generated") { roles.remove(.generated) }
        // Only the app's own Swift: an example app's Live Activity does not make its folder widget code.
        if pathRoles.contains(.ios), model.isWidgetCode(ref.displayPath) { roles.insert(.widget) }
        // An app target whose folder is named for its widget (`SportsWidget/` beside `SportsWidgetExtension/`) is the app.
        else if roles.contains(.widget), !rules.configuration.roles.isCustomized("widget"), model.isAppTargetCode(ref.displayPath) {
            roles.remove(.widget)
        }
        return RuleContext(file: file, context: FileContext(path: ref.displayPath, rolePath: ref.rolePath, roles: roles,
                                                            projectRoot: projectRoot, run: rules.context), model: model)
    }
}
