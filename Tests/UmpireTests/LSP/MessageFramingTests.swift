// Framing over a real pipe: messages split across reads, stray bytes, a header without a
// length, a body over the limit and input that ends mid-message.

import Foundation
import Testing
@testable import UmpireCore
@testable import UmpireEngine

@Suite("Language server framing")
struct MessageFramingTests {
    static func frames(_ input: [UInt8]) -> [MessageReader.Frame] {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return [] }
        let writer = fds[1]
        Thread.detachNewThread {
            // Dribbled in small pieces: a frame is read whole however the bytes arrive.
            var offset = 0
            let piece = input.count > 100_000 ? 1 << 16 : 7
            while offset < input.count {
                let n = min(piece, input.count - offset)
                _ = input[offset..<offset + n].withUnsafeBytes { write(writer, $0.baseAddress, n) }
                offset += n
            }
            close(writer)
        }
        let reader = MessageReader(fd: fds[0])
        var frames: [MessageReader.Frame] = []
        while true {
            let frame = reader.next()
            frames.append(frame)
            if frame == .end { break }
        }
        close(fds[0])
        return frames
    }

    static func frame(_ body: String) -> [UInt8] { Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8) }

    @Test("Back-to-back messages, a lower-case header with a content type, UTF-8 bodies")
    func messages() {
        let input = Self.frame("{\"a\":\"🏏\"}") + Array("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8)
        #expect(Self.frames(input) == [.message(Array("{\"a\":\"🏏\"}".utf8)), .message(Array("{}".utf8)), .end])
    }

    @Test("Bad framing is reported and skipped; the next good frame is read")
    func recovery() {
        let input = Array("Content-Type: text\r\n\r\n".utf8) + Array("garbage".utf8) + Self.frame("{}") + Array("Content-Length: 5\r\n\r\n{".utf8)
        let frames = Self.frames(input)
        #expect(frames.count == 3, "\(frames)")
        guard frames.count == 3, case .malformed = frames[0] else { return }
        #expect(frames[1] == .message(Array("{}".utf8)), "stray bytes before a header do not hide it")
        #expect(frames[2] == .end, "a body cut short by the end of input")
    }

    @Test("A body over the limit is skipped without being kept")
    func oversized() {
        #expect(MessageReader.contentLength(in: Array("Content-Length: 99999999999999\r\n".utf8)) == nil)
        #expect(MessageReader.contentLength(in: Array("Content-Length:  12 ".utf8)) == 12)
        #expect(MessageReader.contentLength(in: Array("Content-Length: -1".utf8)) == nil)
        #expect(MessageReader.contentLength(in: Array("content-length: 2\r\nContent-Type: x".utf8)) == 2)
        let big = MessageReader.maxContentBytes + 1
        let input = Array("Content-Length: \(big)\r\n\r\n".utf8) + [UInt8](repeating: 0x20, count: big) + Self.frame("{}")
        let frames = Self.frames(input)
        #expect(frames.count == 3 && frames[1] == .message(Array("{}".utf8)), "\(frames.count)")
    }
}
