// `umpire copy`: every user-facing string in the paths, with the tone findings on each. It is
// `umpire lint` with the copy rules and the copy review as its report, so configuration,
// baselines, notes, `--stats` and the exit status work the same way.

import UmpireCore

struct CopyCommand {
    let lint: LintCommand

    @_optimize(none)
    init(tool: CommandLineTool, arguments: Arguments) {
        lint = LintCommand(tool: tool, arguments: arguments, copyReview: true)
    }

    @_optimize(none)
    func run() throws -> CommandLineTool.Output { try lint.run() }
}
