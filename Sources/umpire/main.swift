// The `umpire` executable: everything but process I/O lives in UmpireCore's CommandLineTool.

import Foundation
import UmpireEngine
import UmpireRules

#if canImport(Glibc)
// glibc raises its mmap threshold to the largest block freed, so after the first large file
// every token array comes from the arenas and stays there: a fixed threshold hands large
// blocks back when freed (about 2 MB less at the peak of a large run, no slower).
// (malloc.h is not in Glibc's module map: mallopt declared by its C name; M_MMAP_THRESHOLD is -3.)
@_silgen_name("mallopt") func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
_ = glibcMallopt(-3, 256 * 1024)
#endif
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
