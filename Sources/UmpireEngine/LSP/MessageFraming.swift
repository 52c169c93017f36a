// The base protocol's framing: `Content-Length: N\r\n\r\n` then N bytes of JSON, both ways.

import Foundation
import UmpireCore

/// Reads frames from a file descriptor (standard input, or a pipe in tests). A frame that
/// cannot be read is reported and skipped, so one bad message never ends the session.
final class MessageReader {
    enum Frame: Equatable {
        case message([UInt8])
        /// Bytes that were not a frame, and why; the reader has moved past them.
        case malformed(String)
        /// A body over the size limit, skipped; `id` when its first bytes hold a request's id,
        /// so that request is answered with an error instead of never.
        case oversized(length: Int, id: JSONValue?)
        case end
    }

    /// A header block this long without its blank line is not a header.
    static let maxHeaderBytes = 16 * 1024
    /// Larger bodies are skipped: no editor buffer Umpire lints comes near this.
    static let maxContentBytes = 64 * 1024 * 1024

    private let fd: Int32
    private var buffer: [UInt8] = []
    private var consumed = 0
    private var skipping = 0
    private var atEnd = false

    init(fd: Int32) { self.fd = fd }

    func next() -> Frame {
        while true {
            if skipping > 0 {
                // A length that was a lie (or a client that gave up on the message) must not
                // swallow the rest of the session: the next header ends the skip. A raw
                // `Content-Length: N` line cannot occur inside a JSON body.
                let window = min(skipping, available)
                if let header = nextHeader(within: window) {
                    consumed = header
                    skipping = 0
                    compact()
                    continue
                }
                // Keep a tail that may hold the start of a header cut by the end of the input read so far.
                let dropped = skipping <= available ? skipping : max(0, available - Self.headerProbeBytes)
                consumed += dropped
                skipping -= dropped
                compact()
                if skipping > 0 {
                    guard fill() else { return .end }
                    continue
                }
            }
            if let headerEnd = find([ASCII.cr, ASCII.lf, ASCII.cr, ASCII.lf]) {
                let header = Array(buffer[consumed..<headerEnd])
                consumed = headerEnd + 4
                guard let length = Self.contentLength(in: header) else {
                    return .malformed("a header without a valid Content-Length: \(Self.preview(header))")
                }
                if length > Self.maxContentBytes {
                    skipping = length
                    // Only what has arrived: waiting for more could wait for bytes never sent.
                    let start = min(consumed, buffer.count)
                    let id = Self.topLevelID(in: buffer[start..<min(buffer.count, start + Self.idProbeBytes)])
                    return .oversized(length: length, id: id)
                }
                while available < length {
                    guard fill() else { return .end }
                }
                let body = Array(buffer[consumed..<consumed + length])
                consumed += length
                compact()
                return .message(body)
            }
            if available > Self.maxHeaderBytes {
                let dropped = available - 3
                consumed += dropped
                compact()
                return .malformed("\(dropped) bytes without a message header; skipped")
            }
            guard fill() else {
                let rest = buffer[consumed...]
                consumed = buffer.count
                if rest.contains(where: { !Self.isSpace($0) }) {
                    return .malformed("\(rest.count) bytes at the end of the input without a complete message")
                }
                return .end
            }
        }
    }

    private var available: Int { buffer.count - consumed }

    /// How far into an oversized body its request id is looked for.
    static let idProbeBytes = 4096
    /// Longest `Content-Length: N\r\n` line a resynchronisation recognises.
    static let headerProbeBytes = 64

    /// The start of the first complete `Content-Length: N\r\n` line within the next `window`
    /// bytes, by absolute index.
    private func nextHeader(within window: Int) -> Int? {
        let field = Array("Content-Length:".utf8)
        var from = consumed
        let end = consumed + window
        while from < end {
            let found: Int? = buffer.withUnsafeBufferPointer { all in
                ByteSearch.find(field, in: UnsafeBufferPointer(rebasing: all[from..<end])).map { $0 + from }
            }
            guard let start = found else { return nil }
            var k = start + field.count
            while k < buffer.count, buffer[k] == ASCII.space || buffer[k] == ASCII.tab { k += 1 }
            let digits = k
            while k < buffer.count, buffer[k] >= ASCII.zero, buffer[k] <= ASCII.nine { k += 1 }
            if k > digits, k + 1 < buffer.count, buffer[k] == ASCII.cr, buffer[k + 1] == ASCII.lf { return start }
            from = start + 1
        }
        return nil
    }

    /// The `id` member of the JSON object that starts `bytes`, if it is there and whole: a
    /// number or a string without escapes. Members of nested objects are not it.
    static func topLevelID(in bytes: ArraySlice<UInt8>) -> JSONValue? {
        var depth = 0
        var k = bytes.startIndex
        var lastString: Range<Int>?
        while k < bytes.endIndex {
            let b = bytes[k]
            switch b {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "\""):
                let open = k
                k += 1
                while k < bytes.endIndex, bytes[k] != UInt8(ascii: "\"") { k += bytes[k] == UInt8(ascii: "\\") ? 2 : 1 }
                guard k < bytes.endIndex else { return nil }
                lastString = open + 1..<k
            case UInt8(ascii: ":") where depth == 1:
                if let key = lastString, bytes[key].elementsEqual("id".utf8) { return value(in: bytes, from: k + 1) }
            case UInt8(ascii: ","): lastString = nil
            default: break
            }
            k += 1
        }
        return nil
    }

    private static func value(in bytes: ArraySlice<UInt8>, from start: Int) -> JSONValue? {
        var k = start
        while k < bytes.endIndex, isSpace(bytes[k]) { k += 1 }
        guard k < bytes.endIndex else { return nil }
        if bytes[k] == UInt8(ascii: "\"") {
            guard let close = bytes[(k + 1)...].firstIndex(of: UInt8(ascii: "\"")),
                  !bytes[(k + 1)..<close].contains(UInt8(ascii: "\\")) else { return nil }
            return .string(String(decoding: bytes[(k + 1)..<close], as: UTF8.self))
        }
        let digits = bytes[k...].prefix { ($0 >= ASCII.zero && $0 <= ASCII.nine) || $0 == UInt8(ascii: "-") }
        guard digits.endIndex < bytes.endIndex, let number = Int(String(decoding: digits, as: UTF8.self)) else { return nil }
        return JSONValue(number)
    }

    /// Reads more input; false at the end of it.
    private func fill() -> Bool {
        guard !atEnd else { return false }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                buffer += chunk[..<n]
                return true
            }
            if n < 0, errno == EINTR { continue }
            atEnd = true
            return false
        }
    }

    private func find(_ needle: [UInt8]) -> Int? {
        guard available >= needle.count else { return nil }
        return buffer.withUnsafeBufferPointer { all in
            let haystack = UnsafeBufferPointer(rebasing: all[consumed...])
            return ByteSearch.find(needle, in: haystack).map { $0 + consumed }
        }
    }

    private func compact() {
        if consumed > 1 << 20, consumed * 2 > buffer.count {
            buffer.removeFirst(consumed)
            consumed = 0
        }
    }

    /// The value of the last `Content-Length` field. Stray bytes before it (left by a message
    /// whose length was written too short) do not hide it: framing recovers at the next header.
    static func contentLength(in header: [UInt8]) -> Int? {
        let text = String(decoding: header, as: UTF8.self)
        guard let field = text.range(of: "content-length:", options: [.caseInsensitive, .backwards]) else { return nil }
        // Bytes, not characters: "\r\n" is one Character.
        let value = text[field.upperBound...].utf8.prefix { $0 != ASCII.cr && $0 != ASCII.lf }.filter { $0 != ASCII.space && $0 != ASCII.tab }
        guard !value.isEmpty, value.count < 12, value.allSatisfy({ $0 >= ASCII.zero && $0 <= ASCII.nine }) else { return nil }
        return Int(String(decoding: value, as: UTF8.self))
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == ASCII.space || byte == ASCII.lf || byte == ASCII.cr || byte == ASCII.tab }

    static func preview(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes.prefix(80), as: UTF8.self)
        return JSONText.quoted(text) + (bytes.count > 80 ? "…" : "")
    }
}

/// Writes framed messages. One lock keeps each message whole when the server and its lint
/// results write at once; nothing else may write to the output.
final class MessageWriter: Sendable {
    private let fd: Int32
    private let lock = NSLock()

    init(fd: Int32) { self.fd = fd }

    func send(_ message: JSONValue) {
        let body = message.text
        var frame = "Content-Length: \(body.utf8.count)\r\n\r\n" + body
        lock.lock()
        defer { lock.unlock() }
        frame.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if n > 0 {
                    offset += n
                } else if n < 0, errno == EINTR {
                    continue
                } else {
                    return  // the client is gone; the reader will see the end of input
                }
            }
        }
    }
}
