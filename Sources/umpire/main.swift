// The `umpire` executable: everything but process I/O lives in UmpireCore's CommandLineTool.

import Foundation
import UmpireEngine
import UmpireRules

#if canImport(Glibc)
// glibc raises its mmap threshold to the largest block freed, so after the first large file
// every token array comes from the arenas and stays there: a fixed threshold hands large
// blocks back when freed (about 2 MB less at the peak of a large run).
// Fixing it also fixes the trim threshold at its 128 KB default, which glibc otherwise raises
// with it: every arena's top was handed back and faulted in again (twice the page faults of a
// run, 14,700 against 5,800 on the issue-8 corpus). 1 MB brings them to 9,500 and keeps the peak
// under 40 MiB (4 MB: 6,900 faults, but the peak at 40 MiB).
// One arena per core (glibc allows eight per core): the folder walk's thread shares one with a
// worker instead of holding a third arena's pages (0.7 MB less at the peak, no slower).
// A heap grows 4 MB beyond each request and a trim keeps 4 MB (the top pad; glibc's default
// is 128 KB): the next files' tokens and trees reuse pages already faulted in instead of
// faulting in fresh ones. Page faults on the issue-8 corpus fell from 10,300 to 5,100, each
// costly on a virtual machine that hands free pages back to its host; the peak rose 1.4 MB.
// (malloc.h is not in Glibc's module map: mallopt declared by its C name; M_MMAP_THRESHOLD is
// -3, M_TRIM_THRESHOLD -1, M_TOP_PAD -2, M_ARENA_MAX -8.)
@_silgen_name("mallopt") func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
_ = glibcMallopt(-3, 256 * 1024)
_ = glibcMallopt(-1, 1024 * 1024)
_ = glibcMallopt(-2, 4 * 1024 * 1024)
_ = glibcMallopt(-8, Int32(max(1, min(64, ProcessInfo.processInfo.activeProcessorCount))))
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
