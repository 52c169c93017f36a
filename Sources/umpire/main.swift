// The `umpire` executable: everything but process I/O lives in UmpireCore's CommandLineTool.

import Foundation
import UmpireEngine
import UmpireRules

let closedStreams = CommandLineTool.reserveStandardStreams()
Interruption.install()
let tool = CommandLineTool(builtIn: BuiltInRules.all, stdoutIsTerminal: isatty(STDOUT_FILENO) == 1)
exit(CommandLineTool.emit(tool.run(Array(CommandLine.arguments.dropFirst())), closed: closedStreams))
