// The `umpire` executable: everything but process I/O lives in UmpireCore's CommandLineTool.

import Foundation
import UmpireEngine
import UmpireRules

let closedStreams = CommandLineTool.reserveStandardStreams()
Interruption.install()
// A closed standard input is now /dev/null: reading it would pass for an empty file.
let stdinClosed = closedStreams.contains(STDIN_FILENO)
let readStandardInput: @Sendable () throws -> [UInt8] = {
    if stdinClosed { throw UsageError("--stdin-path: standard input is closed") }
    return try CommandLineTool.standardInput()
}
let tool = CommandLineTool(builtIn: BuiltInRules.all, stdoutIsTerminal: isatty(STDOUT_FILENO) == 1, readStandardInput: readStandardInput)
exit(CommandLineTool.emit(tool.run(Array(CommandLine.arguments.dropFirst())), closed: closedStreams))
