// The `umpire` executable: everything but process I/O lives in UmpireCore's CommandLineTool.

import Foundation
import UmpireCore
import UmpireRules

Interruption.install()
let tool = CommandLineTool(builtIn: BuiltInRules.all, stdoutIsTerminal: isatty(STDOUT_FILENO) == 1)
let output = tool.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(output.stdout.utf8))
FileHandle.standardError.write(Data(output.stderr.utf8))
exit(output.status)
