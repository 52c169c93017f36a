// `umpire lsp`: reads messages on this thread, hands them in order to the server, and returns
// the exit status when the client says `exit` (or goes away).

import Foundation
import UmpireCore

enum LanguageServerCommand {
    @_optimize(none)
    static func run(tool: CommandLineTool, input: Int32, output: Int32, debounceNanoseconds: UInt64 = 150_000_000) -> Int32 {
        // A client that closes its end must not kill the server mid-write; the reader sees the end.
        signal(SIGPIPE, SIG_IGN)
        let server = LanguageServer(tool: tool, writer: MessageWriter(fd: output), debounceNanoseconds: debounceNanoseconds)
        let (messages, continuation) = AsyncStream.makeStream(of: IncomingMessage.self)
        let status = ParallelResults<Int32>(count: 1)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            for await message in messages { await server.receive(message) }
            status.store(0, await server.exitStatus)
            done.signal()
        }
        let reader = MessageReader(fd: input)
        reading: while true {
            switch reader.next() {
            case let .message(body):
                let message = IncomingMessage.parse(body)
                if case .notification("exit", _) = message { break reading }
                continuation.yield(message)
            case let .malformed(reason):
                server.log(reason)
            case let .oversized(length, id):
                // Said to the client too: a request it sent would otherwise never be answered.
                let reason = "a message of \(length) bytes is over the \(MessageReader.maxContentBytes / 1024 / 1024) MB limit; skipped"
                continuation.yield(.invalid(id: id ?? .null, code: .invalidRequest, reason: reason))
            case .end:
                break reading
            }
        }
        // Every message before `exit` is handled first, so a `shutdown` just before it counts.
        continuation.finish()
        done.wait()
        return status.values[0] ?? 1
    }
}
