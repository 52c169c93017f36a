// Flags Live Activity payloads missing timestamp or event, end events without dismissal-date, and unknown events.

import UmpireCore
import UmpireRuleSupport

public struct ApnsPayloadFields: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "apns-payload-fields", area: .apnsContract, languages: [.typeScript, .shell], roles: [.backend, .infra],
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
        options: [eventsOption.declaration],
        triggerWords: ["aps", "curl"],
        limitations: """
            A script's `curl` to APNs's host is read too: its `-d` payload as text (a payload read from a file, `-d @update.json`, is not). \
            Only an `aps` object literal (a key's value or an `aps` variable) holding \
            `content-state` or an `update` event is checked; one that spreads \
            another object (`...base`) is assumed complete, and fields added after the literal \
            (`payload.aps.event = …`) are not seen, but for a `dismissal-date` spread in \
            (`aps = { ...aps, "dismissal-date": at }`) later in the function and not under a \
            condition. An event may be a constant named for it (`EVENT.end`). A time counts as milliseconds when it \
            calls `Date.now()` or `getTime()` and divides nothing.
            """,
        triggering: [
            // The payload kept in a variable: an update with no timestamp, an end with no dismissal-date.
            Example("""
                ↓STONE_PAYLOAD='{"aps":{"event":"update","content-state":{"scoreLine":"2 – 1","endLabel":"End 4"}}}'
                curl --http2 -H "apns-push-type: liveactivity" -d "$STONE_PAYLOAD" "https://api.sandbox.push.apple.com/3/device/$TOKEN"
                """, path: "infra/scripts/send-stone-update.sh"),
            Example("""
                NOW=$(date +%s)
                ↓END_PAYLOAD=$(cat <<JSON
                {"aps": {"timestamp": $NOW, "event": "end", "content-state": {"scoreLine": "Final"}}}
                JSON
                )
                curl --http2 -H "apns-push-type: liveactivity" -d "$END_PAYLOAD" "https://api.sandbox.push.apple.com/3/device/$TOKEN"
                """, path: "infra/scripts/send-end-push.sh"),
            // A script's test update with no timestamp: ActivityKit cannot order it.
            Example("""
                curl --http2 \\
                  -H "authorization: bearer ${APNS_JWT}" \\
                  -H "apns-push-type: liveactivity" \\
                  -d ↓'{"aps":{"event":"update","content-state":{"scoreLine":"187/5"}}}' \\
                  "https://api.sandbox.push.apple.com/3/device/${TOKEN}"
                """, path: "infra/scripts/send-test-update.sh"),
            // The event given shorthand, chosen by the game's end: the end goes out with no dismissal-date.
            Example("""
                export function activityPush(state: ContentState, gameEnded: boolean) {
                  const event = gameEnded ? ↓"end" : "update";
                  return { aps: { timestamp: nowSeconds(), event, "stale-date": nowSeconds() + 600, "content-state": state } };
                }
                """),
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
            // An aps variable without timestamp; an assigned aps without event; an update without content-state.
            Example("""
                export function updatePayload(state: ContentState) {
                  const ↓aps = { event: "update", "content-state": state };
                  return { aps };
                }
                """),
            Example("""
                export function liveActivityBody(state: ContentState, score: number) {
                  const payload: ApnsPayload = {};
                  payload.↓aps = { timestamp: nowSeconds(), "content-state": state, "relevance-score": score };
                  return payload;
                }
                """),
            Example("""
                const payload = {
                  ↓aps: {
                    timestamp: nowSeconds(),
                    event: "update",
                    "stale-date": nowSeconds() + 15 * 60,
                  },
                };
                """),
            // The end branch of a ternary, with no dismissal-date for it.
            Example("""
                export function payloadFor(state: ContentState, isFinal: boolean) {
                  return {
                    aps: {
                      timestamp: nowSeconds(),
                      event: isFinal ? ↓"end" : "update",
                      "content-state": state,
                    },
                  };
                }
                """),
            // Milliseconds where APNs reads epoch seconds: the update looks older, or newer, than it is.
            Example("""
                const payload = {
                  aps: {
                    timestamp: ↓Date.now(),
                    event: "update",
                    "content-state": state,
                  },
                };
                """),
            Example("""
                export function endPayload(finalState: ContentState, endedAt: Date) {
                  return {
                    aps: {
                      timestamp: Math.floor(endedAt.getTime() / 1000),
                      event: "end",
                      "content-state": finalState,
                      "dismissal-date": ↓endedAt.getTime() + DISMISS_AFTER_MS,
                    },
                  };
                }
                """),
            // An end sent through a shared constant, its dismissal-date only when the caller gives one.
            Example("""
                export async function endActivity(token: string, state: ContentState, dismissalDate?: number) {
                  let aps: Record<string, unknown> = { timestamp: nowSeconds(), event: LiveActivityEvent.↓end, "content-state": state };
                  if (dismissalDate) {
                    aps = { ...aps, "dismissal-date": dismissalDate };
                  }
                  return send(token, JSON.stringify({ aps }));
                }
                """),
            // The app does not support push-to-start yet, so the backend may only update and end.
            Example("""
                const payload = { aps: { timestamp: nowSeconds(), event: ↓"start", "content-state": firstBallState } };
                """, options: ["events": .array([.string("update"), .string("end")])]),
        ],
        nonTriggering: [
            // The payload kept in a heredoc variable, with everything an end needs.
            Example("""
                NOW=$(date +%s)
                END_PAYLOAD=$(cat <<JSON
                {"aps": {"timestamp": $NOW, "event": "end", "dismissal-date": $((NOW + 1200)), "content-state": {"scoreLine": "Final"}}}
                JSON
                )
                curl --http2 -H "apns-push-type: liveactivity" -d "$END_PAYLOAD" "https://api.sandbox.push.apple.com/3/device/$TOKEN"
                """, path: "infra/scripts/send-end-push.sh", trap: .lookAlike),
            Example("""
                # The end of a test match: timestamp, event and a dismissal-date.
                curl --http2 \\
                  -H "authorization: bearer ${APNS_JWT}" \\
                  -H "apns-push-type: liveactivity" \\
                  -d "{\\"aps\\":{\\"timestamp\\":$NOW,\\"event\\":\\"end\\",\\"dismissal-date\\":$((NOW + 900)),\\"content-state\\":{}}}" \\
                  "https://api.sandbox.push.apple.com/3/device/${TOKEN}"
                """, path: "infra/scripts/end-test-activity.sh", trap: .lookAlike),
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
            // The dismissal-date added to every end a statement later.
            Example("""
                export async function endActivity(token: string, state: ContentState) {
                  let aps: Record<string, unknown> = { timestamp: nowSeconds(), event: LiveActivityEvent.end, "content-state": state };
                  aps = { ...aps, "dismissal-date": nowSeconds() + 20 * 60 };
                  return send(token, JSON.stringify({ aps }));
                }
                """, trap: .lookAlike),
            Example("""
                const payload = { aps: { ...baseAps(now), "content-state": state } };
                """, trap: .lookAlike),
            Example("""
                export function endPayload(finalState: ContentState, endedAt: Date) {
                  const endedSeconds = Math.floor(endedAt.getTime() / 1000);
                  return {
                    aps: {
                      timestamp: endedSeconds,
                      event: "end",
                      "content-state": finalState,
                      "dismissal-date": endedSeconds + 20 * 60,
                    },
                  };
                }
                """, trap: .lookAlike),
            // An alert push and an internal event: neither is a Live Activity payload.
            Example("""
                const payload = { aps: { alert: { title, body }, "interruption-level": "time-sensitive", timestamp: Date.now() } };
                const body = { event: "update", matchId, timestamp: Date.now() };
                """, trap: .lookAlike),
            Example(#"const doc = "aps: { content-state } needs timestamp and event";"#, trap: .inString),
            Example("""
                // aps: { "content-state": state } — timestamp and event are added by withHeaders()
                const payload = withHeaders(state);
                """, trap: .inComment),
        ]) }

    let events: [String]

    static let eventsOption = Option<[String]>(RuleOption("events", default: .array(["update", "end", "start"].map(JSONValue.string)), kind: .someOf(["update", "end", "start"]),
        help: "The events the backend may send (ActivityKit accepts update, end and start; a team may allow fewer)."))

    public init(options: RuleOptions) {
        events = options[Self.eventsOption]
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        guard !context.isTestLike else { return }
        if file.language == .shell { return checkCurl(file, into: &findings) }
        let objects = apsObjects(in: file)
        for (key, brace) in objects {
            let members = file.memberKeys(ofBrace: brace)
            let names = Set(members.map(\.name))
            let event = members.first(where: { $0.name == "event" })
            // `{ event }`: the value is the variable of that name.
            let eventValue = event.flatMap { $0.value ?? (file.kind($0.token) == .identifier ? $0.token...$0.token : nil) }
            // An `update` event is a Live Activity payload too, and must carry the content state.
            let updates = eventValue.map { file.literalBranches(of: $0).contains { $0.text == "update" } } ?? false
            guard names.contains("content-state") || updates, !hasSpread(brace, in: file) else { continue }
            let missing = ["timestamp", "event", "content-state"].filter { !names.contains($0) }
            if !missing.isEmpty {
                findings.report(file, at: key, Self.missingMessage(missing))
            }
            // Epoch seconds, not the milliseconds Date.now() and getTime() give.
            for member in members where ["timestamp", "dismissal-date", "stale-date"].contains(member.name) {
                if let value = member.value, isMilliseconds(value, in: file) {
                    findings.report(file, at: value.lowerBound, Self.millisecondsMessage(member.name))
                }
            }
            guard let value = eventValue else { continue }
            for (start, text) in file.literalBranches(of: value) + namedEvent(value, in: file) {
                if !events.contains(text) {
                    findings.report(file, at: start, through: file.partner(of: start), Self.eventMessage(text, events: events))
                } else if text == "end", !names.contains("dismissal-date"), !addsDismissalLater(after: brace, objects, in: file) {
                    findings.report(file, at: start, through: file.partner(of: start), Self.dismissalMessage)
                }
            }
        }
    }

    /// A script's curl push: its `-d '{"aps":{…}}'` payload, read as text.
    private func checkCurl(_ file: SourceFile, into findings: inout FindingSink) {
        for push in file.curlPushes() {
            for payload in push.payloads where CurlPush.has("aps", in: payload.text) {
                let event = CurlPush.event(in: payload.text)
                guard CurlPush.has("content-state", in: payload.text) || event == "update" else { continue }
                let missing = ["timestamp", "event", "content-state"].filter { !CurlPush.has($0, in: payload.text) }
                if !missing.isEmpty {
                    findings.report(file, at: payload.word, through: file.partner(of: payload.word), Self.missingMessage(missing))
                } else if let event, !events.contains(event) {
                    findings.report(file, at: payload.word, through: file.partner(of: payload.word), Self.eventMessage(event, events: events))
                } else if event == "end", !CurlPush.has("dismissal-date", in: payload.text) {
                    findings.report(file, at: payload.word, through: file.partner(of: payload.word), Self.dismissalMessage)
                }
            }
        }
    }

    static func missingMessage(_ missing: [String]) -> String {
        let place = missing.contains("content-state") ? "to the aps object" : "next to content-state"
        return "This Live Activity payload lacks \(Wording.list(missing)); add \(missing.count > 1 ? "them" : "it") \(place)."
    }

    static func millisecondsMessage(_ key: String) -> String {
        "This \(key) is in milliseconds; APNs reads Unix epoch seconds, so divide by 1000 and round down."
    }

    /// `Date.now()` or `….getTime()` with no division: milliseconds.
    private func isMilliseconds(_ value: ClosedRange<Int>, in file: SourceFile) -> Bool {
        var clock = false
        for k in value {
            if file.kind(k) == .operator, file.is(k, "/") { return false }
            let dateNow = file.isIdentifier(k, "now") && file.isMemberAccess(k)
                && file.previousSignificant(before: k).flatMap { file.previousSignificant(before: $0) }.map { file.isIdentifier($0, "Date") } == true
            if dateNow || file.isOne(k, of: ["getTime", "valueOf"]) && file.isMemberAccess(k) { clock = true }
        }
        return clock
    }

    static func eventMessage(_ value: String, events: [String]) -> String {
        "\"\(value)\" is not an event this backend sends to Live Activities; send \(Wording.list(events, conjunction: "or"))."
    }

    static let dismissalMessage = "This end event has no dismissal-date; add one 15-30 minutes after the result."

    /// `aps: { … }`, `payload.aps = { … }` and `const aps: Aps = { … }`: the key and the object's brace.
    private func apsObjects(in file: SourceFile) -> [(key: Int, brace: Int)] {
        var result = APNsHeaders.settings(named: ["aps"], in: file).map { ($0.key, $0.value.lowerBound) }
        for i in file.tokens.indices where file.isIdentifier(i, "aps") {
            // `aps = { ...aps, "dismissal-date": at }`: a reassignment.
            if let equals = file.nextSignificant(after: i), file.is(equals, "="), !file.isMemberAccess(i),
               file.previousSignificant(before: i).map({ !file.isOne($0, of: ["const", "let", "var"]) }) ?? true,
               let value = file.nextSignificant(after: equals) {
                result.append((i, value))
                continue
            }
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

    /// `event: EVENT.end`, `event: ActivityEvent.End`: a constant named for the event it holds
    /// (declared in another file, so its string is not seen).
    private func namedEvent(_ value: ClosedRange<Int>, in file: SourceFile) -> [(start: Int, text: String)] {
        let last = value.upperBound
        guard value.lowerBound != last, file.kind(last) == .identifier, file.isMemberAccess(last),
              file.lastName(ofChainStartingAt: value.lowerBound) == last else { return [] }
        let text = file.text(last).lowercased()
        return ["update", "end", "start"].contains(text) ? [(last, text)] : []
    }

    /// `aps = { ...aps, "dismissal-date": at }` later in the same function and not under a
    /// condition: every end gets its dismissal-date. Under `if (dismissalDate)` some do not.
    private func addsDismissalLater(after brace: Int, _ objects: [(key: Int, brace: Int)], in file: SourceFile) -> Bool {
        let function = file.enclosingFunctionBody(of: brace)
        return objects.contains { other in
            other.brace > brace && file.enclosingFunctionBody(of: other.brace) == function && hasSpread(other.brace, in: file)
                && file.memberKeys(ofBrace: other.brace).contains { $0.name == "dismissal-date" }
                && !isConditional(other.brace, within: function, in: file)
        }
    }

    /// Inside an `if`/`else` block or a ternary between `i` and the function body.
    private func isConditional(_ i: Int, within function: Int?, in file: SourceFile) -> Bool {
        for opener in file.openers(around: i) where opener != i {
            if opener == function { return false }
            guard file.kind(opener) == .openBrace, let before = file.previousSignificant(before: opener) else { continue }
            if file.is(before, "else") { return true }
            if file.kind(before) == .closeParen, let open = file.partner(of: before),
               let head = file.previousSignificant(before: open), file.isOne(head, of: ["if", "switch"]) { return true }
        }
        return false
    }

    private func hasSpread(_ brace: Int, in file: SourceFile) -> Bool {
        guard let end = file.partner(of: brace) else { return false }
        return (brace + 1..<end).contains { file.kind($0) == .operator && file.enclosingOpener(of: $0) == brace && file.is($0, "...") }
    }
}
