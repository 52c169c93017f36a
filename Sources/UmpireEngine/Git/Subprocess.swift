// Starting git without Foundation's Process: posix_spawn and one poll loop over the pipes.
// A pre-commit run starts git three times; Process costs tens of milliseconds each on Linux,
// where it closes every possible descriptor one by one before exec.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import UmpireCore

enum Subprocess {
    struct Result {
        let status: Int32
        let stdout: [UInt8]
        let stderr: [UInt8]
    }

    struct LaunchError: Error {
        let reason: String
    }

    /// Runs `arguments[0]` (looked up on PATH) with `input` on its standard input, and returns
    /// its exit status and everything it wrote. Reads and writes interleave, so neither side
    /// can block the other on a full pipe.
    @_optimize(none)
    static func run(_ arguments: [String], input: [UInt8] = []) throws -> Result {
        var stdinPipe: [Int32] = [-1, -1], stdoutPipe: [Int32] = [-1, -1], stderrPipe: [Int32] = [-1, -1]
        guard pipe(&stdinPipe) == 0, pipe(&stdoutPipe) == 0, pipe(&stderrPipe) == 0 else {
            throw LaunchError(reason: String(cString: strerror(errno)))
        }
        for fd in stdinPipe + stdoutPipe + stderrPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }

        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, stderrPipe[1], 2)

        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        for fd in [stdinPipe[0], stdoutPipe[1], stderrPipe[1]] { close(fd) }
        guard spawned == 0 else {
            for fd in [stdinPipe[1], stdoutPipe[0], stderrPipe[0]] { close(fd) }
            throw LaunchError(reason: String(cString: strerror(spawned)))
        }

        var out: [UInt8] = [], err: [UInt8] = []
        var written = 0
        var inFD = stdinPipe[1], outFD = stdoutPipe[0], errFD = stderrPipe[0]
        if input.isEmpty { close(inFD); inFD = -1 } else { _ = fcntl(inFD, F_SETFL, O_NONBLOCK) }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while outFD >= 0 || errFD >= 0 || inFD >= 0 {
            var fds = [pollfd(fd: inFD, events: Int16(POLLOUT), revents: 0),
                       pollfd(fd: outFD, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: errFD, events: Int16(POLLIN), revents: 0)]
            if poll(&fds, 3, -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            if inFD >= 0, fds[0].revents != 0 {
                let n = input.withUnsafeBytes { write(inFD, $0.baseAddress! + written, input.count - written) }
                if n > 0 { written += n }
                if n < 0 && errno != EAGAIN && errno != EINTR || written == input.count {
                    close(inFD)
                    inFD = -1
                }
            }
            for (k, fd) in [(1, outFD), (2, errFD)] where fd >= 0 && fds[k].revents != 0 {
                let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
                if n > 0 {
                    if k == 1 { out += buffer[0..<n] } else { err += buffer[0..<n] }
                } else if n == 0 || errno != EINTR && errno != EAGAIN {
                    close(fd)
                    if k == 1 { outFD = -1 } else { errFD = -1 }
                }
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // Exit code when it exited, 128 + the signal when a signal ended it.
        let exited = status & 0x7F == 0
        return Result(status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), stdout: out, stderr: err)
    }
}
