// The command-line front end: parses arguments, runs a command, returns the exit status.

import Foundation

public struct CommandLineTool: Sendable {
    public let builtIn: [any Rule.Type]
    public let cwd: String
    public let environment: [String: String]
    public let stdoutIsTerminal: Bool

    public init(builtIn: [any Rule.Type], cwd: String = FileManager.default.currentDirectoryPath,
                environment: [String: String] = ProcessInfo.processInfo.environment, stdoutIsTerminal: Bool = false) {
        self.builtIn = builtIn
        self.cwd = cwd
        self.environment = environment
        self.stdoutIsTerminal = stdoutIsTerminal
    }

    public struct Output: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    public func run(_ args: [String]) -> Output {
        do {
            let arguments = try Arguments.parse(args)
            if arguments.help { return Output(status: 0, stdout: Arguments.usage + "\n", stderr: "") }
            if arguments.version { return Output(status: 0, stdout: "umpire \(JSONReporter.toolVersion)\n", stderr: "") }
            switch arguments.command {
            case "rules": return Output(status: 0, stdout: RulesCommand.table(rules: descriptions), stderr: "")
            case "explain": return try explain(arguments)
            case "tokens": return try tokens(arguments)
            case "init": return try initialize(arguments)
            default: return try lint(arguments)
            }
        } catch let error as UsageError {
            return Output(status: 2, stdout: "", stderr: "umpire: \(error.message)\n")
        } catch let error as ConfigurationError {
            return Output(status: 2, stdout: "", stderr: "umpire: configuration error: \(error)\n")
        } catch let error as DiscoveryError {
            return Output(status: 2, stdout: "", stderr: "umpire: \(error)\n")
        } catch {
            return Output(status: 2, stdout: "", stderr: "umpire: \(error)\n")
        }
    }

    var descriptions: [RuleDescription] { builtIn.map { $0.description } }

    func lint(_ arguments: Arguments) throws -> Output {
        let paths = arguments.paths.isEmpty ? ["."] : arguments.paths
        var configuration = Configuration()
        if let file = try configurationFile(arguments, paths: paths) {
            configuration = try Configuration.load(file: file, rules: descriptions)
        }
        let configRoot = configuration.root.map { FileDiscovery.normalize($0.hasPrefix("/") ? $0 : cwd + "/" + $0) }
        let files = try FileDiscovery.discover(paths, cwd: cwd, configRoot: configRoot)
        let ruleSet = try RuleSet(builtIn: builtIn, configuration: configuration, only: arguments.only)
        let result = Engine(rules: ruleSet).run(files)
        let output: String
        switch arguments.format {
        case "json": output = JSONReporter.render(result, strict: arguments.strict)
        default: output = TextReporter.render(result, strict: arguments.strict, style: TextStyle(color: useColor(arguments)))
        }
        var stderr = ""
        let failed = result.errors > 0 || (arguments.strict && result.warnings > 0)
        var status: Int32 = failed ? 1 : 0
        if result.incomplete {
            stderr = "umpire: some requested files could not be linted (see the notes)\n"
            status = 2
        }
        return Output(status: status, stdout: output, stderr: stderr)
    }

    /// `--config`, else `.umpire.json` in the current folder, else in the first folder linted.
    func configurationFile(_ arguments: Arguments, paths: [String]) throws -> String? {
        if let explicit = arguments.config {
            let path = explicit.hasPrefix("/") ? explicit : cwd + "/" + explicit
            guard FileManager.default.fileExists(atPath: path) else {
                throw UsageError("--config: \(explicit): no such file")
            }
            return path
        }
        var candidates = [cwd + "/.umpire.json"]
        if let first = paths.first {
            candidates.append((first.hasPrefix("/") ? first : cwd + "/" + first) + "/.umpire.json")
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }

    func useColor(_ arguments: Arguments) -> Bool {
        if let forced = arguments.color { return forced }
        return stdoutIsTerminal && environment["NO_COLOR"].map(\.isEmpty) != false && environment["TERM"] != "dumb"
    }

    func explain(_ arguments: Arguments) throws -> Output {
        guard arguments.paths.count == 1, let id = arguments.paths.first else {
            throw UsageError("explain needs one rule id, e.g. umpire explain no-print")
        }
        let all = descriptions + [UnusedSuppression.description]
        guard let description = all.first(where: { $0.id == id }) else {
            throw UsageError("unknown rule \"\(id)\"\(Configuration.suggestion(for: id, among: all.map(\.id))); see umpire rules")
        }
        return Output(status: 0, stdout: RulesCommand.explain(description), stderr: "")
    }

    func tokens(_ arguments: Arguments) throws -> Output {
        guard arguments.paths.count == 1, let path = arguments.paths.first else {
            throw UsageError("tokens needs one file, e.g. umpire tokens App/Views/ScoreView.swift")
        }
        let absolute = path.hasPrefix("/") ? path : cwd + "/" + path
        guard let detected = Language.of(path: absolute) else {
            throw UsageError("\(path): not a Swift or TypeScript file")
        }
        guard let data = FileManager.default.contents(atPath: absolute) else {
            throw UsageError("\(path): cannot be read")
        }
        let file = LexedFile(path: path, rolePath: path, bytes: [UInt8](data), language: detected.language,
                             jsx: detected.jsx, pathRoles: [])
        return Output(status: 0, stdout: TokensCommand.render(file), stderr: "")
    }

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
        return Output(status: 0, stdout: "Wrote .umpire.json with every rule at its default.\n", stderr: "")
    }
}
