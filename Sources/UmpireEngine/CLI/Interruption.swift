// Ctrl-C and SIGTERM: stop at once, and leave no half-written report behind.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import UmpireCore

/// The temporary report file being written, if any, for the signal handler to remove. A signal
/// handler may only touch plain memory and call async-signal-safe functions (unlink, raise), so
/// the path lives in a fixed C buffer and a flag says whether it is complete.
public enum Interruption {
    private static let capacity = 4096
    nonisolated(unsafe) private static let pendingPath: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        return buffer
    }()
    nonisolated(unsafe) private static var hasPendingPath: sig_atomic_t = 0

    /// Installs the handlers for SIGINT and SIGTERM (the executable calls this once).
    @_optimize(none)
    public static func install() {
        _ = pendingPath
        for sig in [SIGINT, SIGTERM] {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handle
            #else
            action.__sigaction_u.__sa_handler = handle
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(sig, &action, nil)
        }
        // A parent may start us with these signals blocked (threads of a test runner or a build
        // tool often block them, and exec keeps the mask): unblock them, or Ctrl-C waits for the end.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        sigaddset(&unblock, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// Removes the pending temporary file, then dies of the same signal, so the shell sees why.
    private static let handle: @convention(c) (Int32) -> Void = { sig in
        if Interruption.hasPendingPath != 0 { unlink(Interruption.pendingPath) }
        signal(sig, SIG_DFL)
        raise(sig)
    }

    /// Runs `body` with `path` registered as the file to remove if the process is interrupted.
    @_optimize(none)
    static func whilePending<T>(_ path: String, _ body: () throws -> T) rethrows -> T {
        let bytes = Array(path.utf8.prefix(capacity - 1))
        hasPendingPath = 0
        for (k, b) in bytes.enumerated() { pendingPath[k] = CChar(bitPattern: b) }
        pendingPath[bytes.count] = 0
        hasPendingPath = bytes.count == path.utf8.count ? 1 : 0
        defer { hasPendingPath = 0 }
        return try body()
    }
}
