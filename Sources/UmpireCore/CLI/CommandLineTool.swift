// The command-line front end: parses arguments, runs a command, returns the exit status.

import Foundation

public struct CommandLineTool: Sendable {
    public let builtIn: [any Rule.Type]
    public let cwd: String
    public let environment: [String: String]
    public let stdoutIsTerminal: Bool
    /// Standard input, for `--stdin-path`.
    public let readStandardInput: @Sendable () -> [UInt8]

    /// Standard input up to just past the size limit: enough to lint it or to say it is too large.
    public static let standardInput: @Sendable () -> [UInt8] = { POSIXFiles.readStandardInput(limit: 2 * 1024 * 1024) }

    public init(builtIn: [any Rule.Type], cwd: String = FileManager.default.currentDirectoryPath,
                environment: [String: String] = ProcessInfo.processInfo.environment, stdoutIsTerminal: Bool = false,
                readStandardInput: @escaping @Sendable () -> [UInt8] = CommandLineTool.standardInput) {
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

    public func run(_ args: [String]) -> Output {
        do {
            let arguments = try Arguments.parse(args)
            if arguments.help { return Output(status: 0, stdout: Arguments.usage + "\n", stderr: "") }
            if arguments.version { return Output(status: 0, stdout: "umpire \(JSONReporter.toolVersion)\n", stderr: "") }
            switch arguments.command {
            case "rules":
                let all = descriptions
                let markdown = arguments.resolvedOutputs.first?.format == .markdown
                return Output(status: 0, stdout: markdown ? RulesCommand.markdownTable(rules: all) : RulesCommand.table(rules: all),
                              stderr: "")
            case "explain": return try explain(arguments)
            case "tokens": return try tokens(arguments)
            case "init": return try initialize(arguments)
            case "install-hook": return try HookCommand.install(cwd: cwd, force: arguments.force)
            case "copy": return try CopyCommand(tool: self, arguments: arguments).run()
            default: return try LintCommand(tool: self, arguments: arguments).run()
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

    func explain(_ arguments: Arguments) throws -> Output {
        guard arguments.paths.count == 1, let id = arguments.paths.first else {
            throw UsageError("explain needs one rule id, e.g. umpire explain no-print")
        }
        let all = descriptions
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
