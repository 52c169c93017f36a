// Flags apns-priority 10 set unconditionally, with no comment saying why every push is urgent.

import UmpireCore
import UmpireRuleSupport

public struct ApnsPriority: ProjectRule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "apns-priority", area: .apnsContract, languages: [.typeScript, .shell], roles: [.backend, .infra],
        excludedRoles: [.test], severity: .warning,
        summary: "apns-priority 10 on every push instead of only the time-sensitive ones",
        rationale: """
            Priority 10 wakes the device at once and counts against a budget iOS keeps per app; \
            spend it on every ball and the system starts throttling, so the wicket that \
            mattered arrives late. Priority 5 is delivered opportunistically with no budget; \
            10 belongs to wickets, milestones and the result.
            """,
        fix: "Default to `apns-priority: 5` and choose 10 only for time-sensitive events (a condition, or a comment saying why).",
        options: [priorityKeysOption.declaration],
        asks: """
            Does a Live Activity's push go out at `apns-priority` 10 on every update rather than \
            at chosen moments? A priority header (option `priorityKeys`: an object key, \
            `headers[…] =`, `note.priority =`, `setHeader(…)`) set to a literal 10 (written there, \
            or through a name the file assigns once, a parameter's default included, also when \
            written out as text: `String(priority)`) or apns2's \
            `Priority.immediate`, in headers not marked as another push type (unless sent with a \
            content-state payload beside them, to the \
            Live Activity topic or handed as a constant to a content-state send), outside an `if`, \
            `else` or `switch` block or a ternary branch, with no reason in a comment on or above \
            its line, and beside no payload with `event: 'start'` or `'end'`. Across files: a \
            literal 10 passed to a project send helper at the parameter its liveactivity headers \
            take the priority from, unless chosen, commented, or the call names an end or result \
            (`finalPayload(state)`).
            """,
        whenUnknown: """
            Where no push type is written beside the priority (no literal `apns-push-type`, no \
            `type: PushType.…`), the 10 is judged as a Live Activity's, with the rule's warning. A \
            priority held in a name the file does not assign exactly once (an import, a parameter \
            without a default, a variable set several ways) is left alone, as is a call to a send \
            helper that no file of the same project declares with liveactivity headers.
            """,
        limitations: """
            A script's `curl` to APNs's host at `apns-priority: 10` counts when its payload holds a content-state and is neither a start nor an end (no comment excuses it). \
            Only a literal 10 is judged, and the apns2 package's `priority: Priority.immediate`. It counts as chosen when it is a ternary branch, sits \
            inside an if, else or switch block (not a loop), has a comment on its line or \
            directly above (not code commented out), or goes with a payload that starts the Live Activity (`event: 'start'`, a \
            push-to-start) or ends it (`event: 'end'`, the result): one-off moments. Headers that set apns-push-type to another type than liveactivity \
            (an alert) are left alone: 10 is an alert's normal priority, unless a function that \
            sends a content-state hands them on (a module constant's headers). A send helper \
            whose liveactivity headers take the priority from its parameter \
            (`sendLiveActivity(token, payload, priority = 5)`) is followed to its calls in the \
            project: a literal 10 handed to it counts as above, and a call whose arguments name \
            the end or the result (`finalPayload(state)`) is the moment 10 is for. \
            Test folders (`test/`, `tests/`, `e2e/`) are skipped like *.test.ts files.
            """,
        triggering: [
            // A content-state update sent with headers that claim another push type: still the
            // Live Activity's push, every tick at 10. The alert beside it keeps its own lane.
            Example("""
                export async function pushOverTick(token: string, state: ContentState): Promise<void> {
                  const payload = { aps: { event: "update", "content-state": state } };
                  await sendToApns(token, { "apns-push-type": "background", "apns-priority": ↓"10" }, payload);
                  await sendToApns(token, { "apns-push-type": "alert", "apns-priority": "10" }, { aps: { alert: { title: "Over" } } });
                }
                """, path: "backend/src/push/overTicks.ts"),
            // The parameter's default, written out as the header's text.
            Example("""
                async function sendToToken(token: string, payload: object, priority: 5 | 10 = ↓10) {
                  return fetch(`${host}/3/device/${token}`, {
                    method: "POST",
                    headers: { "apns-push-type": "liveactivity", "apns-priority": String(priority) },
                    body: JSON.stringify(payload),
                  });
                }
                """, path: "backend/src/apns/send.ts"),
            // Sent to the Live Activity topic (a getter of the client): a Live Activity's push,
            // whatever push type it claims.
            Example(#"""
                export class CourtPushClient {
                  get liveActivityTopic(): string { return `${this.bundleId}.push-type.liveactivity`; }
                  async sendCourtUpdate(token: string, payload: object) {
                    return this.request(token, { "apns-push-type": "background", "apns-topic": this.liveActivityTopic, "apns-priority": ↓"10" }, payload);
                  }
                }
                """#, path: "backend/src/apns/courtPushClient.ts"),
            // A routine refresh handing the project's send helper 10 for its priority parameter.
            Example("""
                async function refreshDrinksBreak(match: StoredMatch): Promise<void> {
                  for (const sub of await listSubscriptions(match.matchId)) {
                    await sendLiveActivity(sub.token, drinksPayload(match), ↓10);
                  }
                }
                """, path: "backend/src/handlers/scheduledPush.ts", companions: [.init(path: "backend/src/apns/liveActivityPush.ts", code: """
                        export async function sendLiveActivity(token: string, payload: LiveActivityPayload, priority: 5 | 10 = 5) {
                          return sendToApns(token, { "apns-push-type": "liveactivity", "apns-topic": TOPIC, "apns-priority": String(priority) }, payload);
                        }
                        """)]),
            // The priority as the helper's first parameter.
            Example("""
                export async function refreshTimeout(match: StoredMatch): Promise<void> {
                  await Promise.all(match.tokens.map((token) => pushUpdate(↓10,token, timeoutPayload(match))));
                }
                """, path: "backend/src/handlers/timeoutPush.ts", companions: [.init(path: "backend/src/apns/pushUpdate.ts", code: """
                        export async function pushUpdate(priority: 5 | 10, token: string, payload: LiveActivityPayload) {
                          return sendToApns(token, { "apns-push-type": "liveactivity", "apns-topic": TOPIC, "apns-priority": String(priority) }, payload);
                        }
                        """)]),
            // A constant named for what it is, not what it says: the value decides.
            Example("""
                const SCORE_PRIORITY = ↓10;

                export async function pushScore(token: string, state: ContentState) {
                  await apns.send(token, { "apns-priority": SCORE_PRIORITY, "apns-push-type": "liveactivity" }, payload(state));
                }
                """),
            Example("""
                const headers = {
                  "apns-push-type": "liveactivity",
                  "apns-priority": ↓"10",
                };
                """),
            Example("""
                req.setHeader("apns-priority", ↓10);
                """),
            // A default parameter of 10: every caller that does not choose gets the urgent lane.
            Example("""
                export async function sendLiveActivityUpdate(token: string, payload: LiveActivityPayload, priority = ↓10) {
                  await apns.send(token, { "apns-push-type": "liveactivity", "apns-priority": priority }, payload);
                }
                """, path: "backend/src/push/liveActivityPush.ts"),
            Example("""
                async function sendToDevice(token: string, body: string, priority: 5 | 10 = ↓10) {
                  await session.request({ ":path": `/3/device/${token}`, "apns-push-type": "liveactivity", "apns-priority": priority });
                }
                """, path: "backend/src/push/device.ts"),
            Example("""
                export function headersFor(topic: string): Record<string, string> {
                  const headers: Record<string, string> = { "apns-push-type": "liveactivity", "apns-topic": topic };
                  headers["apns-priority"] = ↓"10";
                  return headers;
                }
                """, path: "backend/src/push/headers.ts"),
            // One push per subscriber, every minute: the loop chooses nothing.
            Example("""
                const CLOCK_PRIORITY = ↓'10';
                export async function pushClock(subscriptions: Subscription[], state: ContentState) {
                  for (const sub of subscriptions) {
                    await apns.send(sub.token, { 'apns-push-type': 'liveactivity', 'apns-priority': CLOCK_PRIORITY }, payload(state));
                  }
                }
                """, path: "backend/src/handlers/clockTick.ts"),
            // node-apn sets the header from the notification's `priority`.
            Example("""
                const note = new apn.Notification();
                note.pushType = "liveactivity";
                note.priority = ↓10;
                """, options: ["priorityKeys": .array([.string("apns-priority"), .string("priority")])]),
            // Headers in a constant that claim a background push, sent with a content-state:
            // a Live Activity's update, at 10.
            Example("""
                const DELAY_HEADERS = { "apns-push-type": "background", "apns-priority": ↓"10" };

                export async function broadcastDelay(subs: ActivitySubscription[], state: LiveActivityDisplayState) {
                  for (const sub of subs) await sendToApns(sub.token, DELAY_HEADERS, { aps: { event: "update", "content-state": state } });
                }
                """, path: "backend/src/push/delayBroadcast.ts"),
            // The apns2 package's options: `Priority.immediate` is 10, set for every update; the comment is code, not a reason.
            Example("""
                const priority = ↓Priority.immediate // isEvent ? Priority.immediate : Priority.throttled
                const options: NotificationOptions = { topic, type: PushType.liveactivity, priority, aps: { timestamp: now, event: "update", "content-state": state } };
                return new Notification(token, options);
                """),
        ] + scriptExamples.triggering,
        nonTriggering: [
            // apns2's priority chosen per event, and an alert's options at its normal priority.
            Example("""
                const options: NotificationOptions = { topic, type: PushType.liveactivity, priority: isGoal ? Priority.immediate : Priority.throttled, aps };
                const alert: NotificationOptions = { topic: bundleId, type: PushType.alert, priority: Priority.immediate, alert: { title, body } };
                """, trap: .lookAlike),
            // The result, handed to the same helper: one of the moments 10 is for.
            Example("""
                async function sendResult(match: StoredMatch): Promise<void> {
                  for (const sub of await listSubscriptions(match.matchId)) {
                    await sendLiveActivity(sub.token, finalPayload(match), 10);
                  }
                }
                """, path: "backend/src/handlers/matchEnded.ts", trap: .lookAlike, companions: [.init(path: "backend/src/apns/liveActivityPush.ts", code: """
                        export async function sendLiveActivity(token: string, payload: LiveActivityPayload, priority: 5 | 10 = 5) {
                          return sendToApns(token, { "apns-push-type": "liveactivity", "apns-topic": TOPIC, "apns-priority": String(priority) }, payload);
                        }
                        """)]),
            Example("""
                const headers = { "apns-priority": event.isWicket || event.isResult ? "10" : "5" };
                """),
            Example("""
                if (event.kind === "wicket") {
                  headers["apns-priority"] = "10";
                }
                """, trap: .lookAlike),
            Example("""
                const headers = {
                  // A result push is sent once per match; it must not wait for the next budget window.
                  "apns-priority": "10",
                };
                """, trap: .lookAlike),
            Example("""
                expect(buildHeaders(wicket)).toEqual({ "apns-push-type": "liveactivity", "apns-priority": 10 });
                """, path: "backend/test/push/headers.ts", trap: .lookAlike),
            Example("""
                export function headersFor(event: BallEvent): Record<string, string> {
                  const headers: Record<string, string> = { "apns-push-type": "liveactivity" };
                  switch (event.kind) {
                    case "wicket":
                    case "result":
                      headers["apns-priority"] = "10";
                      break;
                    default:
                      headers["apns-priority"] = "5";
                  }
                  return headers;
                }
                """, path: "backend/src/push/headers.ts", trap: .lookAlike),
            Example("""
                const priority = event.isWicket ? 10 : 5;
                await apns.send(token, { "apns-priority": priority }, payload);
                """, trap: .lookAlike),
            // The push that ends the activity with the final score: the result, which 10 is for.
            Example("""
                export async function endActivity(token: string, finalState: ContentState) {
                  await sendToApns(token, { 'apns-push-type': 'liveactivity', 'apns-priority': '10' },
                    { aps: { timestamp: epochNow(), event: 'end', 'content-state': finalState } });
                }
                """, path: "backend/src/handlers/matchCompleted.ts", trap: .lookAlike),
            // The push-to-start as the match begins: a one-off moment, not a refresh.
            Example("""
                export async function startActivity(startToken: string, attributes: MatchAttributes, state: ContentState) {
                  await sendToApns(startToken, { 'apns-push-type': 'liveactivity', 'apns-priority': '10' },
                    { aps: { timestamp: epochNow(), event: 'start', 'attributes-type': 'MatchAttributes', attributes, 'content-state': state } });
                }
                """, path: "backend/src/push/startActivity.ts", trap: .lookAlike),
            // A visible alert goes out at 10, as alerts do.
            Example("""
                export async function sendResultAlert(token: string, alert: { title: string; body: string }) {
                  await apns.send(token, { 'apns-push-type': 'alert', 'apns-topic': config.bundleId, 'apns-priority': '10' }, { aps: { alert } });
                }
                """, path: "backend/src/apns/alertPush.ts", trap: .lookAlike),
            Example(#"const doc = "apns-priority: 10 only for wickets";"#, trap: .inString),
            Example("""
                // "apns-priority": "10" drained the budget on match day
                const headers = { "apns-priority": "5" };
                """, trap: .inComment),
        ] + scriptExamples.nonTriggering) }

    let keys: [String]

    static let priorityKeysOption = Option<[String]>(RuleOption("priorityKeys", default: .array(["apns-priority"].map(JSONValue.string)),
        help: "Header names that carry the APNs priority."))

    public init(options: RuleOptions) {
        keys = options[Self.priorityKeysOption]
    }

    // No trigger words: a file that calls a send helper with 10 names no header (facts).

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        guard !context.isTestLike else { return }
        if file.language == .shell { return checkCurl(file, into: &findings) }
        guard mayNamePriority(file) else { return }
        let settings = APNsHeaders.settings(named: keys, in: file) + apns2Settings(in: file)
        // Headers a Live Activity's push sends, whatever push type they claim (`"background"` on a
        // content-state update is a mistake of its own, not an alert's lane).
        var liveObjects = settings.isEmpty ? [] : APNsHeaders.objects(settings, passedIn: APNsHeaders.liveActivityScopes(in: file, evidence: Self.payloadKeys),
                                                                                     payloadKeys: Self.payloadKeys, in: file)
        // Or sent to the Live Activity topic (`"apns-topic": this.liveActivityTopic`, a getter
        // returning `${bundleId}.push-type.liveactivity`), whatever push type they claim.
        if !settings.isEmpty {
            for topic in APNsHeaders.settings(named: ApnsPushType.defaultTopicKeys, in: file) {
                guard let object = topic.object,
                      APNsHeaders.strings(in: topic.value, file).contains(where: { $0.text.hasSuffix(ApnsPushType.suffix) }) else { continue }
                liveObjects.insert(object)
            }
        }
        for setting in settings {
            // The value as written, or the one constant a variable it names is given here
            // (`const priority = 10`); a variable assigned several values chooses.
            var value = setting.value
            // `String(priority)`, `priority.toString()`: the name it is written out from.
            if let name = Self.writtenOut(value, in: file) { value = name...name }
            if value.lowerBound == value.upperBound, file.kind(value.lowerBound) == .identifier, file.isPlainName(value.lowerBound) {
                let assigned = file.assignedValues(of: value.lowerBound)
                guard assigned.count == 1 else { continue }
                value = assigned[0]
            }
            guard file.isSingleLiteral(value) && isTen(value.lowerBound, in: file) || isImmediate(value, in: file),
                  !isAlert(setting, in: file) || setting.object.map(liveObjects.contains) == true,
                  !isConditional(setting.key, in: file), !isJustified(setting.key, value.lowerBound, in: file),
                  !startsOrEndsTheActivity(setting, in: file) else { continue }
            findings.report(file, at: value.lowerBound, through: file.partner(of: value.lowerBound), Self.message)
        }
    }

    static let codeMarks = ["==", "!=", "=>", "&&", "||", " ? "]

    static let message = "Every push here goes out at apns-priority 10; default to 5 and choose 10 for wickets and results."

    /// What marks a Live Activity's payload.
    static let payloadKeys = ["content-state", "contentState"]

    private func isTen(_ value: Int, in file: SourceFile) -> Bool {
        if file.kind(value) == .number { return file.is(value, "10") }
        return file.literalText(ofStringAt: value) == "10"
    }

    /// Headers that say the push is an alert or a background push (`"apns-push-type": "alert"`):
    /// priority 10 is an alert's normal lane, and the budget is the Live Activity's.
    private func isAlert(_ setting: APNsSetting, in file: SourceFile) -> Bool {
        pushType(of: setting, in: file).map { $0 != "liveactivity" } ?? false
    }

    /// The literal apns-push-type beside a setting in its headers object, if one is written.
    func pushType(of setting: APNsSetting, in file: SourceFile) -> String? {
        guard let object = setting.object else { return nil }
        let keys = file.memberKeys(ofBrace: object)
        // The apns2 package's options: `type: PushType.liveactivity`.
        if let type = keys.first(where: { file.keyName($0.token) == "type" }), let value = type.value, value.count == 3,
           file.is(value.lowerBound, "PushType"), file.kind(value.lowerBound + 1) == .dot {
            return file.text(value.upperBound)
        }
        guard let pushType = keys.first(where: { file.keyName($0.token)?.lowercased() == "apns-push-type" }),
              let value = pushType.value, file.isSingleLiteral(value), file.kind(value.lowerBound) == .stringStart else { return nil }
        return file.literalText(ofStringAt: value.lowerBound)
    }

    /// Headers given to a send whose payload starts the Live Activity (`event: 'start'`, a
    /// push-to-start as the match begins) or ends it (`event: 'end'`, the final result): one-off
    /// moments, which priority 10 is for.
    private func startsOrEndsTheActivity(_ setting: APNsSetting, in file: SourceFile) -> Bool {
        guard let object = setting.object, let paren = file.enclosingOpener(of: object), file.kind(paren) == .openParen,
              let close = file.partner(of: paren) else { return false }
        return (paren..<close).contains { k in
            guard file.keyName(k) == "event", let colon = file.nextSignificant(after: k), file.kind(colon) == .colon,
                  let value = file.nextSignificant(after: colon), file.kind(value) == .stringStart else { return false }
            let event = file.literalText(ofStringAt: value)
            return event == "end" || event == "start"
        }
    }

    /// Inside an `if`/`else`/`switch` block or a ternary branch, up to the enclosing function
    /// (a loop runs the same push for each item: it chooses nothing).
    func isConditional(_ key: Int, in file: SourceFile) -> Bool {
        for opener in file.openers(around: key) {
            guard file.kind(opener) == .openBrace else { continue }
            if file.isFunctionBody(opener) { return false }
            guard let before = file.previousSignificant(before: opener) else { continue }
            if file.is(before, "else") || file.is(before, "?") { return true }
            if file.kind(before) == .closeParen, let open = file.partner(of: before),
               let head = file.previousSignificant(before: open), file.isOne(head, of: ["if", "switch"]) {
                return true
            }
            // `cond ? {…} : { "apns-priority": "10" }`: the `:` of a ternary, not of a key.
            if file.kind(before) == .colon, let key = file.previousSignificant(before: before),
               let beforeKey = file.previousSignificant(before: file.partner(of: key).map { min($0, key) } ?? key),
               file.kind(beforeKey) != .openBrace, file.kind(beforeKey) != .comma {
                return true
            }
        }
        return false
    }

    /// A comment on the key's or value's line, or directly above the key (not a suppression).
    func isJustified(_ key: Int, _ value: Int, in file: SourceFile) -> Bool {
        let comments = file.commentsOnLine(of: key) + file.commentsOnLine(of: value) + file.commentBlock(above: key)
        // Code commented out (`// update_type == UpdateType.Event ? Priority.immediate : …`) gives no reason.
        return comments.contains { comment in
            let text = file.text(comment)
            return !file.contains(comment, "umpire:") && text.split { !$0.isLetter }.count >= 3
                && !Self.codeMarks.contains(where: text.contains)
        }
    }
}
