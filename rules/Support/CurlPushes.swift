// APNs requests a shell script sends with curl (an operator's test push, a smoke test after a
// deploy): its headers, certificate and payload, so the APNs rules judge the push a script
// sends as they judge the backend's.

import UmpireCore

/// One `curl … https://api.push.apple.com/3/device/…` command.
package struct CurlPush: Sendable {
    /// `-H "apns-priority: 10"`: the word's token, the header's name (lower case) and value.
    package var headers: [(word: Int, name: String, value: String)] = []
    /// The `--cert` (or `-E`) option's own token.
    package var certificate: Int?
    /// `-d '{"aps":{…}}'`: the value's first token and its text, quotes and escapes undone (for
    /// `-d "$PAYLOAD"`, the variable's assignment and the text it was given).
    package var payloads: [(word: Int, text: String)] = []

    package func header(_ name: String) -> (word: Int, name: String, value: String)? {
        headers.first { $0.name == name }
    }

    /// A Live Activity push: a payload with a content-state, or the push type or topic say so.
    package var isLiveActivity: Bool {
        payloads.contains { Self.has("content-state", in: $0.text) }
            || header("apns-push-type")?.value == "liveactivity"
            || header("apns-topic")?.value.hasSuffix(".push-type.liveactivity") == true
    }

    /// The first payload's `event`, when one is written (`"event":"update"`).
    package var event: String? { payloads.lazy.compactMap { Self.event(in: $0.text) }.first }

    /// `"event":"end"` in a payload's text: `end`.
    package static func event(in payload: String) -> String? {
        let parts = payload.split(separator: "\"event\"", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let rest = parts[1].drop { $0 == " " || $0 == ":" }
        guard rest.first == "\"" else { return nil }
        return String(rest.dropFirst().prefix { $0 != "\"" })
    }

    /// Every `"event": "…"` in a script's text, heredocs included.
    package static func events(in script: String) -> [String] {
        let unescaped = script.split(separator: "\\\"", omittingEmptySubsequences: false).joined(separator: "\"")
        return unescaped.split(separator: "\"event\"", omittingEmptySubsequences: false).dropFirst().compactMap { rest in
            let value = rest.drop { $0 == " " || $0 == ":" }
            guard value.first == "\"" else { return nil }
            return String(value.dropFirst().prefix { $0 != "\"" })
        }
    }

    /// Whether a payload's text has the key (`"timestamp"`).
    package static func has(_ key: String, in payload: String) -> Bool {
        payload.contains("\"\(key)\"")
    }
}

extension SourceFile {
    /// The curl commands of a shell file that send to APNs.
    package func curlPushes() -> [CurlPush] {
        guard language == .shell else { return [] }
        return shared("CurlPushes") {
            shellCommands().compactMap { command -> CurlPush? in
                guard shellWord(command.first) == "curl" else { return nil }
                let push = curlPush(command.words)
                // To APNs's host, written out or held in a variable (`"$HOST/3/device/$TOKEN"`)
                // beside APNs's own headers.
                guard command.words.contains(where: { shellWord($0).contains("push.apple.com") })
                        || push.headers.contains(where: { $0.name.hasPrefix("apns-") }) else { return nil }
                return push
            }
        }
    }

    private func curlPush(_ words: [Int]) -> CurlPush {
        var push = CurlPush()
        var n = 1
        while n < words.count {
            let option = shellWord(words[n])
            let value = n + 1 < words.count ? words[n + 1] : nil
            switch option {
            case "-H", "--header":
                if let value, case let text = shellWord(value), let colon = text.firstIndex(of: ":") {
                    let name = String(text[..<colon].filter { $0 != " " }).lowercased()
                    push.headers.append((value, name, String(text[text.index(after: colon)...].drop { $0 == " " })))
                }
                n += 2
            case "-d", "--data", "--data-raw", "--data-binary", "--json":
                if let value {
                    let assigned = assignedPayloads(named: payloadText(from: value), before: value)
                    push.payloads += assigned.isEmpty ? [(value, payloadText(from: value))] : assigned
                }
                n += 2
            case "-E", "--cert":
                push.certificate = words[n]
                n += 2
            default:
                if option.hasPrefix("--cert=") { push.certificate = words[n] }
                n += 1
            }
        }
        return push
    }

    /// `-d "$END_PAYLOAD"`: the texts the script gives the variable before the curl, written in
    /// quotes (`END_PAYLOAD='{"aps":…}'`) or as a heredoc (`END_PAYLOAD=$(cat <<JSON … JSON)`), in
    /// whichever branch, each with its assignment's word, where a finding about it belongs; none
    /// when the payload is not one variable or the script never writes it out (`$(cat "$FILE")`).
    private func assignedPayloads(named reference: String, before word: Int) -> [(word: Int, text: String)] {
        guard reference.hasPrefix("$") else { return [] }
        let name = String(reference.dropFirst().filter { $0 != "{" && $0 != "}" })
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return [] }
        let assignment = name + "="
        // The tokens spelling `NAME=`, found from the bytes: no String made for every word before the curl.
        return tokens(spelling: [Array(assignment.utf8)]).compactMap { k -> (word: Int, text: String)? in
            guard k < word, kind(k) == .identifier, text(k) == assignment, let value = nextSignificant(after: k),
                  tokens[value].start.value == tokens[k].end.value else { return nil }
            switch kind(value) {
            case .stringStart:
                return (k, payloadText(from: value))
            case .interpolationStart:
                // `$(cat <<JSON … JSON)`: the heredoc's body.
                guard let close = partner(of: value), (value..<close).contains(where: { kind($0) == .operator && self.is($0, "<<") })
                else { return nil }
                let body = (value..<close).filter { kind($0) == .stringText }.map { text($0) }.joined()
                return body.isEmpty ? nil : (k, body.split(separator: "\\\"", omittingEmptySubsequences: false).joined(separator: "\""))
            default:
                return nil
            }
        }
    }

    /// A payload word as curl receives it: its quoted pieces glued together
    /// (`'{"aps":{"timestamp":'"$(date +%s)"',…}}'`), with `\"` read as `"`.
    private func payloadText(from word: Int) -> String {
        var end = word
        while end + 1 < tokens.count, !tokens[end + 1].kind.isTrivia, tokens[end + 1].kind != .semicolon {
            end = max(partner(of: end + 1) ?? end + 1, end + 1)
        }
        var text = ""
        var k = word
        while k <= end {
            switch tokens[k].kind {
            case .stringText: text += self.text(k)
            case .interpolationStart: text += "$"; k = partner(of: k) ?? k
            case .stringStart, .stringEnd: break
            default: text += self.text(k)
            }
            k += 1
        }
        return text.split(separator: "\\\"", omittingEmptySubsequences: false).joined(separator: "\"")
    }
}
