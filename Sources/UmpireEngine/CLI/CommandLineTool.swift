// The command-line front end: parses arguments, runs a command, returns the exit status.

import Foundation
import UmpireCore

public struct CommandLineTool: Sendable {
    public let builtIn: [any Rule.Type]
    public let cwd: String
    public let environment: [String: String]
    public let stdoutIsTerminal: Bool
    /// Standard input, for `--stdin-path`; throws when it cannot be read.
    public let readStandardInput: @Sendable () throws -> [UInt8]

    /// Standard input up to just past the size limit: enough to lint it or to say it is too large.
    public static let standardInput: @Sendable () throws -> [UInt8] = {
        switch POSIXFiles.readStandardInput(limit: 2 * 1024 * 1024) {
        case let .success(bytes): return bytes
        case let .failure(error): throw UsageError("--stdin-path: standard input cannot be read (\(error.reason))")
        }
    }

    @_optimize(none)
    public init(builtIn: [any Rule.Type], cwd: String = FileManager.default.currentDirectoryPath,
                environment: [String: String] = ProcessInfo.processInfo.environment, stdoutIsTerminal: Bool = false,
                readStandardInput: @escaping @Sendable () throws -> [UInt8] = CommandLineTool.standardInput) {
        self.builtIn = builtIn
        self.cwd = cwd
        self.environment = environment
        self.stdoutIsTerminal = stdoutIsTerminal
        self.readStandardInput = readStandardInput
    }

    public struct Output: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The standard streams the process was started without (`umpire >&-`). Each is opened on
    /// /dev/null so that no file Umpire opens later takes its number and receives the report;
    /// `emit` still treats it as closed.
    @_optimize(none)
    public static func reserveStandardStreams() -> Set<Int32> {
        var closed: Set<Int32> = []
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            closed.insert(fd)
            let opened = open("/dev/null", O_RDWR)
            if opened >= 0, opened != fd { close(opened) }
        }
        return closed
    }

    /// Writes a run's output to the process's standard output and error and returns the exit
    /// status: 2 when standard output cannot take the report (a full disk, a closed
    /// descriptor), with one line on standard error if that can still be written.
    @_optimize(none)
    public static func emit(_ output: Output, closed: Set<Int32> = [], stdout: Int32 = STDOUT_FILENO,
                            stderr: Int32 = STDERR_FILENO) -> Int32 {
        var status = output.status
        var errorText = output.stderr
        if !output.stdout.isEmpty {
            let failure = closed.contains(stdout) ? EBADF : POSIXFiles.writeAll(output.stdout, to: stdout)
            if failure != 0 {
                errorText += "umpire: cannot write to standard output (\(String(cString: strerror(failure))))\n"
                status = 2
            }
        }
        // Nowhere left to say it when standard error fails too: the status says it.
        if !errorText.isEmpty, closed.contains(stderr) || POSIXFiles.writeAll(errorText, to: stderr) != 0 { status = 2 }
        return status
    }

    @_optimize(none)
    public func run(_ args: [String]) -> Output {
        do {
            let arguments = try Arguments.parse(args)
            if arguments.version { return Output(status: 0, stdout: "umpire \(JSONReporter.toolVersion)\n", stderr: "") }
            guard let spec = CommandSpec.named(arguments.command) else { throw UsageError("unknown command \(arguments.command)") }
            if arguments.command == "help" { return try help(arguments.paths) }
            if arguments.help { return Output(status: 0, stdout: arguments.command == "lint" && !args.contains("lint") ? CommandSpec.usage : spec.help, stderr: "") }
            try check(arguments, against: spec)
            switch arguments.command {
            case "rules": return try rules(arguments)
            case "explain": return try explain(arguments)
            case "tokens": return try tokens(arguments)
            case "syntax": return try syntax(arguments)
            case "init": return try initialize(arguments)
            case "install-hook": return try HookCommand.install(cwd: cwd, force: arguments.force, fix: arguments.fix)
            case "copy": return try CopyCommand(tool: self, arguments: arguments).run()
            case "lsp":
                // Talks to the editor over the real standard input and output until it says exit.
                return Output(status: LanguageServerCommand.run(tool: self, input: STDIN_FILENO, output: STDOUT_FILENO), stdout: "", stderr: "")
            default: return try LintCommand(tool: self, arguments: arguments).run()
            }
        } catch let error as UsageError {
            return Output(status: 2, stdout: "", stderr: "umpire: \(error.message)\n")
        } catch let error as ConfigurationError {
            return Output(status: 2, stdout: "", stderr: "umpire: configuration error: \(error)\n")
        } catch let error as DiscoveryError {
            // `umpire lnt`: a missing path spelt like a command was meant as one.
            let command = error.path.contains("/") ? "" : Configuration.suggestion(for: error.path, among: Arguments.commands)
                .replacingOccurrences(of: "did you mean \"", with: "did you mean the command \"")
            return Output(status: 2, stdout: "", stderr: "umpire: \(error)\(command)\n")
        } catch {
            return Output(status: 2, stdout: "", stderr: "umpire: \(error)\n")
        }
    }

    /// Refuses an option the command cannot use and arguments it does not take, by name.
    @_optimize(none)
    func check(_ arguments: Arguments, against spec: CommandSpec) throws {
        for option in arguments.given where option != "--help" && !spec.options.contains(option) {
            throw UsageError("\(option) is not an option of `umpire \(spec.name)`; see umpire help \(spec.name)")
        }
        switch spec.arguments {
        case .none where !arguments.paths.isEmpty:
            throw UsageError("\(spec.name) takes no arguments, but was given \"\(arguments.paths[0])\"; see umpire help \(spec.name)")
        case let .one(what) where arguments.paths.count != 1:
            throw UsageError("\(spec.name) needs \(what)")
        default:
            break
        }
    }

    /// `umpire help` and `umpire help COMMAND`.
    @_optimize(none)
    func help(_ topics: [String]) throws -> Output {
        guard let topic = topics.first else { return Output(status: 0, stdout: CommandSpec.usage, stderr: "") }
        guard topics.count == 1, let spec = CommandSpec.named(topic) else {
            let names = CommandSpec.all.map(\.name)
            throw UsageError("help: unknown command \"\(topics.joined(separator: " "))\"\(Configuration.suggestion(for: topic, among: names)) (commands: \(names.joined(separator: ", ")))")
        }
        return Output(status: 0, stdout: spec.help, stderr: "")
    }

    /// The built-in rules and the configuration's custom rules, for `rules` and `explain`.
    @_optimize(none)
    func allDescriptions(_ arguments: Arguments) throws -> [RuleDescription] {
        let configuration = try LintCommand(tool: self, arguments: arguments).loadConfiguration(paths: ["."])
        return descriptions + configuration.customRules.map(\.description)
    }

    @_optimize(none)
    func rules(_ arguments: Arguments) throws -> Output {
        let all = try allDescriptions(arguments)
        let format = arguments.resolvedOutputs.first?.format ?? .text
        let text: String
        switch format {
        case .markdown: text = RulesCommand.markdownTable(rules: all)
        case .json: text = RulesCommand.json(rules: all)
        case .text: text = RulesCommand.table(rules: all)
        default: throw UsageError("rules: --format \(format.rawValue) is not available; use text, markdown or json")
        }
        if let path = arguments.resolvedOutputs.first?.path ?? arguments.outputFile {
            try ReportWriter.write(text, to: path.hasPrefix("/") ? path : cwd + "/" + path)
            return Output(status: 0, stdout: "", stderr: "")
        }
        return Output(status: 0, stdout: text, stderr: "")
    }

    var descriptions: [RuleDescription] { builtIn.map { $0.description } }

    @_optimize(none)
    func explain(_ arguments: Arguments) throws -> Output {
        guard arguments.paths.count == 1, let id = arguments.paths.first else {
            throw UsageError("explain needs one rule id, e.g. umpire explain no-print")
        }
        let all = try allDescriptions(arguments)
        guard let description = all.first(where: { $0.id == id }) else {
            throw UsageError("unknown rule \"\(id)\"\(Configuration.suggestion(for: id, among: all.map(\.id))); see umpire rules")
        }
        let text: String
        switch arguments.resolvedOutputs.first?.format ?? .text {
        case .text: text = RulesCommand.explain(description)
        case .markdown:
            guard description.pagePath != nil else { throw UsageError("explain: \(id) is a custom rule from the configuration; it has no page") }
            let rule = builtIn.first { $0.description.id == id }
            text = RulePage.markdown(description, snapshot: rule.map { ExampleRun.snapshot(of: $0, builtIn: builtIn) })
        case let other: throw UsageError("explain: --format \(other.rawValue) is not available; use text or markdown")
        }
        if let path = arguments.resolvedOutputs.first?.path ?? arguments.outputFile {
            try ReportWriter.write(text, to: path.hasPrefix("/") ? path : cwd + "/" + path)
            return Output(status: 0, stdout: "", stderr: "")
        }
        return Output(status: 0, stdout: text, stderr: "")
    }

    @_optimize(none)
    func tokens(_ arguments: Arguments) throws -> Output {
        let file = try singleSourceFile(arguments, command: "tokens")
        return Output(status: 0, stdout: TokensCommand.render(file), stderr: "")
    }

    @_optimize(none)
    func syntax(_ arguments: Arguments) throws -> Output {
        let file = try singleSourceFile(arguments, command: "syntax")
        return Output(status: 0, stdout: SyntaxCommand.render(file, path: arguments.paths[0]), stderr: "")
    }

    /// The one file `tokens` and `syntax` read, within a lint's limits.
    @_optimize(none)
    private func singleSourceFile(_ arguments: Arguments, command: String) throws -> SourceFile {
        guard arguments.paths.count == 1, let path = arguments.paths.first else {
            throw UsageError("\(command) needs one file, e.g. umpire \(command) App/Views/ScoreView.swift")
        }
        let absolute = path.hasPrefix("/") ? path : cwd + "/" + path
        guard let detected = Language.of(path: absolute) else {
            throw UsageError("\(path): not a file Umpire reads (\(Language.readable))")
        }
        // The limits of a lint: a huge or endless file is refused, not read into memory.
        let bytes: [UInt8]
        switch POSIXFiles.read(absolute, limit: Engine.defaultMaxFileBytes) {
        case let .bytes(read): bytes = read
        case .tooLarge: throw UsageError("\(path): larger than \(Engine.defaultMaxFileBytes / 1024 / 1024) MB, the limit of a lint; not read")
        case .notRegularFile: throw UsageError("\(path): not a regular file (a pipe, device or socket); not read")
        case let .failed(reason): throw UsageError("\(path): cannot be read (\(reason))")
        }
        return SourceFile(bytes: bytes, language: detected.language, jsx: detected.jsx)
    }

    @_optimize(none)
    func initialize(_ arguments: Arguments) throws -> Output {
        let path = cwd + "/.umpire.json"
        guard !FileManager.default.fileExists(atPath: path) else {
            throw UsageError(".umpire.json already exists; edit it, or delete it to start again")
        }
        do {
            try DefaultConfiguration.text(rules: descriptions).write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw UsageError(".umpire.json: cannot write (\(error.localizedDescription))")
        }
        return Output(status: 0, stdout: "Wrote .umpire.json: every key and rule with its default, commented out; uncomment what you want to change.\n", stderr: "")
    }
}
