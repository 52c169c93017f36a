// `.umpire.json` while the server runs: checked when it is saved or changes on disk, shown as
// one diagnostic on the file while it is broken (the last valid one is used meanwhile), and
// every open document linted again under the new one.

import Foundation
import UmpireCore

extension LanguageServer {
    @_optimize(none)
    func configurationChanged(_ paths: [String], relint: Bool = true) {
        guard !paths.isEmpty else { return }
        for path in Set(paths) {
            switch LintJobs.validate(configuration: path, builtIn: tool.builtIn) {
            case let .valid(file, configuration)?:
                lastValid[file] = configuration
                clearConfigurationProblem(file)
            case let .invalid(error)?:
                showConfigurationProblem(error)
            case nil:
                lastValid[path] = nil
                clearConfigurationProblem(path)
            }
        }
        guard relint else { return }
        generation += 1
        var rootsToLint: Set<String> = []
        for (uri, document) in documents {
            if let path = document.path, let root = root(containing: path) {
                rootsToLint.insert(root)
            } else {
                scheduleLint(uri, after: 0)
            }
        }
        for root in rootsToLint.sorted() { scheduleProjectLint(root) }
    }

    @_optimize(none)
    func showConfigurationProblem(_ error: ConfigurationError) {
        let text = FileManager.default.contents(atPath: error.file).map { [UInt8]($0) }
        let diagnostic = ConfigurationDiagnostic.diagnostic(error, text: text)
        guard configurationProblems[error.file] != diagnostic else { return }
        configurationProblems[error.file] = diagnostic
        publishConfigurationProblem(error.file)
        logMessage("configuration error: \(error)")
    }

    @_optimize(none)
    func clearConfigurationProblem(_ file: String) {
        guard configurationProblems.removeValue(forKey: file) != nil else { return }
        publishConfigurationProblem(file)
    }

    /// Pushed, under the editor's own URI when the file is open; a pulling client that has it
    /// open is told to pull it again instead, so it never shows twice.
    @_optimize(none)
    private func publishConfigurationProblem(_ file: String) {
        let open = documents.values.first { $0.path == file }
        if client.pullsDiagnostics, open != nil {
            request("workspace/diagnostic/refresh", .null)
            return
        }
        publish(uri: open?.uri ?? TextDocument.uri(ofPath: file), version: nil, diagnostics: configurationProblems[file].map { [$0] } ?? [])
    }
}

extension LintJobs {
    /// Loads one configuration file as `umpire --config FILE` does; nil when it is gone.
    @_optimize(none)
    static func validate(configuration path: String, builtIn: [any Rule.Type]) -> LintOutcome.ConfigurationStatus? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let folder = ProjectRoots.parent(of: path)
        let tool = CommandLineTool(builtIn: builtIn, cwd: folder, environment: [:], readStandardInput: { [] })
        var arguments = Arguments()
        arguments.config = path
        do {
            let configuration = try LintCommand(tool: tool, arguments: arguments).loadConfiguration(paths: [folder])
            return .valid(file: configuration.file ?? path, configuration)
        } catch let error as ConfigurationError {
            return .invalid(error)
        } catch {
            return .invalid(ConfigurationError(file: path, key: "", reason: "\(error)"))
        }
    }
}
