// Flags Live Activity payloads missing timestamp or event, end events without dismissal-date, and unknown events.

import UmpireCore

public struct ApnsPayloadFields: Rule {
    public static let description = RuleDescription(
        id: "apns-payload-fields", area: .apnsContract, languages: [.typeScript], roles: [.backend],
        excludedRoles: [.test], severity: .error,
        summary: "A Live Activity payload without timestamp or event, or an end event without dismissal-date",
        rationale: """
            ActivityKit needs `timestamp` to order updates (an older one is dropped silently) \
            and `event` to know whether to update or end the activity. An `end` without \
            `dismissal-date` leaves the final score on the Lock Screen for up to four hours \
            instead of the 15-30 minutes that suit a finished match. Any other event name is \
            rejected.
            """,
        fix: "Put `timestamp` (epoch seconds) and `event` (update, end or start) next to content-state; give every end a dismissal-date.",
        options: [
            RuleOption("events", default: .array(["update", "end", "start"].map(JSONValue.string)), kind: .someOf(["update", "end", "start"]),
                       help: "The events the backend may send (ActivityKit accepts update, end and start; a team may allow fewer)."),
        ],
        triggerWords: ["aps"],
        limitations: """
            Only an `aps` object literal (a key's value or an `aps` variable) holding \
            `content-state` is checked; one that spreads \
            another object (`...base`) is assumed complete, and fields added after the literal \
            (`payload.aps.event = …`) are not seen.
            """,
        triggering: [
            // The event passed through a variable: what the file assigns it is what is sent.
            Example("""
                export function endPayload(state: ContentState) {
                  const kind = ↓"end";
                  return { aps: { timestamp: nowSeconds(), event: kind, "content-state": state } };
                }
                """),
            Example("""
                function payloadFor(state: ContentState, finished: boolean) {
                  let event = "update";
                  if (finished) event = ↓"finish";
                  return { aps: { timestamp: nowSeconds(), event: event, "content-state": state, "dismissal-date": dismissAt() } };
                }
                """),
            Example("""
                const payload = {
                  ↓aps: {
                    "content-state": state,
                    "relevance-score": 100,
                  },
                };
                """),
            Example("""
                const payload = {
                  aps: { timestamp: nowSeconds(), event: ↓"end", "content-state": finalState },
                };
                """),
            Example("""
                const payload = { aps: { timestamp: nowSeconds(), event: ↓"stop", "content-state": state } };
                """),
            // The app does not support push-to-start yet, so the backend may only update and end.
            Example("""
                const payload = { aps: { timestamp: nowSeconds(), event: ↓"start", "content-state": firstBallState } };
                """, options: ["events": .array([.string("update"), .string("end")])]),
        ],
        nonTriggering: [
            Example("""
                const payload = {
                  aps: {
                    timestamp: Math.floor(Date.now() / 1000),
                    event: isFinal ? "end" : "update",
                    "content-state": state,
                    "dismissal-date": isFinal ? dismissAt : undefined,
                  },
                };
                """),
            Example("""
                const payload = { aps: { alert: { title, body }, sound: "default" } };
                """, trap: .lookAlike),
            Example("""
                const payload = { aps: { ...baseAps(now), "content-state": state } };
                """, trap: .lookAlike),
            Example(#"const doc = "aps: { content-state } needs timestamp and event";"#, trap: .inString),
            Example("""
                // aps: { "content-state": state } — timestamp and event are added by withHeaders()
                const payload = withHeaders(state);
                """, trap: .inComment),
        ])

    let events: [String]

    public init(options: RuleOptions) {
        events = options.strings("events")
    }

    public func check(_ file: LexedFile, into findings: inout FindingSink) {
        guard !file.isTestLike else { return }
        for (key, brace) in apsObjects(in: file) {
            let members = file.memberKeys(ofBrace: brace)
            let names = Set(members.map(\.name))
            guard names.contains("content-state"), !hasSpread(brace, in: file) else { continue }
            let missing = ["timestamp", "event"].filter { !names.contains($0) }
            if !missing.isEmpty {
                findings.report(file, at: key, Self.missingMessage(missing))
            }
            guard let event = members.first(where: { $0.name == "event" }), let value = event.value else { continue }
            for (start, text) in file.literalBranches(of: value) {
                if !events.contains(text) {
                    findings.report(file, at: start, through: file.partner(of: start), Self.eventMessage(text, events: events))
                } else if text == "end", !names.contains("dismissal-date") {
                    findings.report(file, at: start, through: file.partner(of: start), Self.dismissalMessage)
                }
            }
        }
    }

    static func missingMessage(_ missing: [String]) -> String {
        "This Live Activity payload lacks \(Wording.list(missing)); add \(missing.count > 1 ? "them" : "it") next to content-state."
    }

    static func eventMessage(_ value: String, events: [String]) -> String {
        "\"\(value)\" is not an event this backend sends to Live Activities; send \(Wording.list(events, conjunction: "or"))."
    }

    static let dismissalMessage = "This end event has no dismissal-date; add one 15-30 minutes after the result."

    /// `aps: { … }`, `payload.aps = { … }` and `const aps: Aps = { … }`: the key and the object's brace.
    private func apsObjects(in file: LexedFile) -> [(key: Int, brace: Int)] {
        var result = APNsHeaders.settings(named: ["aps"], in: file).map { ($0.key, $0.value.lowerBound) }
        for i in file.tokens.indices where file.isIdentifier(i, "aps") {
            guard let keyword = file.previousSignificant(before: i), file.isOne(keyword, of: ["const", "let", "var"]) else { continue }
            var j = file.nextSignificant(after: i)
            // Past a type annotation (`: { [key: string]: unknown }`) to the `=`.
            while let k = j, !file.is(k, "="), file.kind(k) != .semicolon,
                  file.kind(k) != .keyword || file.isOne(k, of: ["typeof", "null", "void"]) {
                j = file.nextSignificant(after: file.partner(of: k).map { max($0, k) } ?? k)
            }
            if let equals = j, file.is(equals, "="), let value = file.nextSignificant(after: equals) { result.append((i, value)) }
        }
        return result.filter { file.kind($0.1) == .openBrace }
    }

    private func hasSpread(_ brace: Int, in file: LexedFile) -> Bool {
        guard let end = file.partner(of: brace) else { return false }
        return (brace + 1..<end).contains { file.kind($0) == .operator && file.enclosingOpener(of: $0) == brace && file.is($0, "...") }
    }
}
