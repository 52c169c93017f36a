// Flags Live Activity pushes sent with the wrong apns-push-type or a bare bundle id as apns-topic.

import UmpireCore
import UmpireRuleSupport

public struct ApnsPushType: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "apns-push-type", area: .apnsContract, languages: [.typeScript, .shell], roles: [.backend, .infra],
        excludedRoles: [.test], severity: .error,
        summary: "A Live Activity push with the wrong apns-push-type or apns-topic",
        rationale: """
            APNs routes a Live Activity update only when the push type is `liveactivity` and the \
            topic is the app's bundle id followed by `.push-type.liveactivity`. With `alert` or \
            the bare bundle id, APNs accepts the request and the Lock Screen never changes, so \
            the mistake shows up as "scores stopped updating", not as an error.
            """,
        fix: "Send `apns-push-type: liveactivity` and `apns-topic: <bundle-id>.push-type.liveactivity` with every Live Activity push.",
        // Unsafe: the rule knows a push is a Live Activity's from its content-state or its other
        // header, and a person should confirm that before its type and topic change. Only a value
        // that is one literal or one constant is rewritten (the constant at the use, so an alert
        // push sharing BUNDLE_ID keeps it); a choice (`live ? … : …`) is left to a person.
        fixes: .unsafe,
        options: [pushTypeKeysOption.declaration, topicKeysOption.declaration, payloadKeysOption.declaration],
        limitations: """
            A script's `curl` to APNs's host is one push: its `-H` headers are judged when its `-d` payload holds a content-state or its headers say liveactivity; a topic given as a variable counts when the variable is named for the bundle id (`$BUNDLE_ID`). \
            A push counts as a Live Activity push when its function sets a content-state, or \
            its headers say liveactivity in the push type or topic; headers a module constant \
            holds count where a function that sets a content-state hands the constant on as it \
            is (spread into an object, it may be overridden, unless it is the last entry); a topic read from a getter or method \
            of the same file (`this.liveActivityTopic`) is what it returns. Values held in variables or \
            environment settings (`topic: process.env.APNS_TOPIC`) are not judged; a topic is \
            judged only when it reads like a bundle id.
            """,
        triggering: [
            // The topic is what the client's getter returns: the Live Activity topic.
            Example(#"""
                export class CourtPushClient {
                  get liveActivityTopic(): string { return `${this.bundleId}.push-type.liveactivity`; }
                  async sendCourtUpdate(token: string, payload: object) {
                    return this.request(token, { "apns-push-type": ↓"background", "apns-topic": this.liveActivityTopic }, payload);
                  }
                }
                """#, path: "backend/src/apns/courtPushClient.ts", corrected: #"""
                export class CourtPushClient {
                  get liveActivityTopic(): string { return `${this.bundleId}.push-type.liveactivity`; }
                  async sendCourtUpdate(token: string, payload: object) {
                    return this.request(token, { "apns-push-type": "liveactivity", "apns-topic": this.liveActivityTopic }, payload);
                  }
                }
                """#),
            // A push-to-start whose payload a helper of the file builds: the headers are an alert's.
            Example("""
                function buildStartPayload(state: ContentState) {
                  return { aps: { event: 'start', timestamp: state.updatedAt, 'content-state': state } };
                }
                export async function sendPushToStart(token: string, state: ContentState) {
                  const headers = { 'apns-push-type': ↓'alert', 'apns-topic': `${config.bundleId}.push-type.liveactivity` };
                  await apns.send(token, headers, buildStartPayload(state));
                }
                """, path: "backend/src/apns/liveActivityPush.ts", corrected: """
                function buildStartPayload(state: ContentState) {
                  return { aps: { event: 'start', timestamp: state.updatedAt, 'content-state': state } };
                }
                export async function sendPushToStart(token: string, state: ContentState) {
                  const headers = { 'apns-push-type': 'liveactivity', 'apns-topic': `${config.bundleId}.push-type.liveactivity` };
                  await apns.send(token, headers, buildStartPayload(state));
                }
                """),
            // The topic is the configuration's bundle id, set in another file: the bare bundle id.
            Example("""
                await apns.send(token, { 'apns-push-type': 'liveactivity', 'apns-topic': ↓config.bundleId }, { aps: { event: 'update', 'content-state': state } });
                """, path: "backend/src/apns/clock.ts"),
            // Named like the Live Activity topic, but its value is the bare bundle id.
            Example("""
                const LIVE_ACTIVITY_TOPIC = ↓"com.sightscreen.app";

                export function pushScore(token: string, state: ContentState) {
                  return client.request(token, {
                    "apns-push-type": "liveactivity",
                    "apns-topic": LIVE_ACTIVITY_TOPIC,
                  }, { aps: { "content-state": state } });
                }
                """, corrected: """
                const LIVE_ACTIVITY_TOPIC = "com.sightscreen.app";

                export function pushScore(token: string, state: ContentState) {
                  return client.request(token, {
                    "apns-push-type": "liveactivity",
                    "apns-topic": `${LIVE_ACTIVITY_TOPIC}.push-type.liveactivity`,
                  }, { aps: { "content-state": state } });
                }
                """),
            Example("""
                export async function sendScoreUpdate(token: string, state: ContentState) {
                  const headers = { "apns-push-type": ↓"alert", "apns-topic": ↓"com.sightscreen.app", "apns-priority": "5" };
                  const body = { aps: { timestamp: now(), event: "update", "content-state": state } };
                  await client.request(token, headers, body);
                }
                """, corrected: """
                export async function sendScoreUpdate(token: string, state: ContentState) {
                  const headers = { "apns-push-type": "liveactivity", "apns-topic": "com.sightscreen.app.push-type.liveactivity", "apns-priority": "5" };
                  const body = { aps: { timestamp: now(), event: "update", "content-state": state } };
                  await client.request(token, headers, body);
                }
                """),
            Example("""
                const headers = {
                  "apns-push-type": "liveactivity",
                  "apns-topic": ↓`${BUNDLE_ID}`,
                };
                headers["apns-topic"] = ↓"com.sightscreen.app.liveactivity";
                """, corrected: """
                const headers = {
                  "apns-push-type": "liveactivity",
                  "apns-topic": `${BUNDLE_ID}.push-type.liveactivity`,
                };
                headers["apns-topic"] = "com.sightscreen.app.push-type.liveactivity";
                """),
            // node-apn's notification properties; an http2 request's headers; setHeader with a constant.
            Example("""
                export function buildLiveActivityNote(state: ContentState): apn.Notification {
                  const note = new apn.Notification();
                  note.pushType = "liveactivity";
                  note.topic = ↓"com.sightscreen.app";
                  note.contentState = state;
                  note.event = "update";
                  return note;
                }
                """, path: "backend/src/push/liveActivityPush.ts", corrected: """
                export function buildLiveActivityNote(state: ContentState): apn.Notification {
                  const note = new apn.Notification();
                  note.pushType = "liveactivity";
                  note.topic = "com.sightscreen.app.push-type.liveactivity";
                  note.contentState = state;
                  note.event = "update";
                  return note;
                }
                """),
            Example("""
                export function sendUpdate(session: ClientHttp2Session, token: string, state: ContentState) {
                  const req = session.request({
                    ":method": "POST",
                    ":path": `/3/device/${token}`,
                    "apns-push-type": ↓"background",
                    "apns-topic": `${BUNDLE_ID}.push-type.liveactivity`,
                  });
                  req.end(JSON.stringify({ aps: { timestamp: nowSeconds(), event: "update", "content-state": state } }));
                }
                """, path: "backend/src/push/liveActivityPush.ts", corrected: """
                export function sendUpdate(session: ClientHttp2Session, token: string, state: ContentState) {
                  const req = session.request({
                    ":method": "POST",
                    ":path": `/3/device/${token}`,
                    "apns-push-type": "liveactivity",
                    "apns-topic": `${BUNDLE_ID}.push-type.liveactivity`,
                  });
                  req.end(JSON.stringify({ aps: { timestamp: nowSeconds(), event: "update", "content-state": state } }));
                }
                """),
            Example("""
                const BUNDLE_ID = ↓"com.sightscreen.app";

                export function sendEnd(req: ClientRequest, finalState: ContentState) {
                  req.setHeader("apns-push-type", "liveactivity");
                  req.setHeader("apns-topic", BUNDLE_ID);
                  req.end(JSON.stringify({ aps: { timestamp: nowSeconds(), event: "end", "content-state": finalState, "dismissal-date": dismissAt() } }));
                }
                """, path: "backend/src/push/liveActivityPush.ts", corrected: """
                const BUNDLE_ID = "com.sightscreen.app";

                export function sendEnd(req: ClientRequest, finalState: ContentState) {
                  req.setHeader("apns-push-type", "liveactivity");
                  req.setHeader("apns-topic", `${BUNDLE_ID}.push-type.liveactivity`);
                  req.end(JSON.stringify({ aps: { timestamp: nowSeconds(), event: "end", "content-state": finalState, "dismissal-date": dismissAt() } }));
                }
                """),
            Example("""
                export const LIVE_ACTIVITY_APNS = {
                  pushType: "liveactivity",
                  topic: ↓"com.sightscreen.app",
                  priority: 5,
                };
                """, path: "backend/src/push/apnsConfig.ts", corrected: """
                export const LIVE_ACTIVITY_APNS = {
                  pushType: "liveactivity",
                  topic: "com.sightscreen.app.push-type.liveactivity",
                  priority: 5,
                };
                """),
            // The backend's own push client names its options apnsPushType and apnsTopic.
            Example("""
                export async function sendOverUpdate(token: string, state: ContentState) {
                  await pushClient.send({ token, apnsPushType: ↓"alert", aps: { "content-state": state } });
                }
                """, options: ["pushTypeKeys": .array([.string("apns-push-type"), .string("apnsPushType")])], corrected: """
                export async function sendOverUpdate(token: string, state: ContentState) {
                  await pushClient.send({ token, apnsPushType: "liveactivity", aps: { "content-state": state } });
                }
                """),
            // A choice between two types is a person's to make.
            Example("""
                export async function sendUpdate(token: string, state: ContentState, live: boolean) {
                  await client.request(token, { "apns-push-type": live ? "liveactivity" : ↓"alert", aps: { "content-state": state } });
                }
                """),
            Example("""
                export async function sendOverUpdate(token: string, state: ContentState) {
                  await pushClient.send({ token, apnsTopic: ↓"com.sightscreen.app", aps: { "content-state": state } });
                }
                """, options: ["topicKeys": .array([.string("apns-topic"), .string("apnsTopic")])], corrected: """
                export async function sendOverUpdate(token: string, state: ContentState) {
                  await pushClient.send({ token, apnsTopic: "com.sightscreen.app.push-type.liveactivity", aps: { "content-state": state } });
                }
                """),
            // The client builds the aps object itself from `activityState`.
            Example("""
                export async function sendInningsBreak(token: string, state: ScoreState) {
                  await pushClient.send(token, { "apns-push-type": ↓"alert", activityState: state });
                }
                """, options: ["payloadKeys": .array([.string("content-state"), .string("activityState")])], corrected: """
                export async function sendInningsBreak(token: string, state: ScoreState) {
                  await pushClient.send(token, { "apns-push-type": "liveactivity", activityState: state });
                }
                """),
        ] + constantHeaderExamples.triggering + scriptExamples.triggering,
        nonTriggering: [
            Example("""
                export async function sendScoreUpdate(token: string, state: ContentState) {
                  const headers = {
                    "apns-push-type": "liveactivity",
                    "apns-topic": `${BUNDLE_ID}.push-type.liveactivity`,
                  };
                  await client.request(token, headers, { aps: { "content-state": state } });
                }
                """),
            Example("""
                export async function sendWicketAlert(token: string, alert: Alert) {
                  await client.request(token, { "apns-push-type": "alert", "apns-topic": "com.sightscreen.app" }, { aps: { alert } });
                }
                """, trap: .lookAlike),
            Example("""
                function publish(state: ContentState) {
                  return sns.publish({ topic: "match-updates", message: JSON.stringify({ "content-state": state }) });
                }
                """, trap: .lookAlike),
            // An alert and a Live Activity update side by side: each with its own type and topic.
            Example("""
                export function buildWicketAlert(alert: Alert): apn.Notification {
                  const note = new apn.Notification();
                  note.pushType = "alert";
                  note.topic = "com.sightscreen.app";
                  note.alert = alert;
                  return note;
                }

                export function buildLiveActivityNote(state: ContentState): apn.Notification {
                  const note = new apn.Notification();
                  note.pushType = "liveactivity";
                  note.topic = `${BUNDLE_ID}.push-type.liveactivity`;
                  note.contentState = state;
                  return note;
                }
                """, path: "backend/src/push/notes.ts", trap: .lookAlike),
            Example(#"const doc = "set apns-push-type: alert for content-state pushes";"#, trap: .inString),
            Example("""
                function send(state: ContentState) {
                  // was { "apns-push-type": "alert" } before Live Activities
                  return push({ "apns-push-type": "liveactivity", aps: { "content-state": state } });
                }
                """, trap: .inComment),
        ] + constantHeaderExamples.nonTriggering + scriptExamples.nonTriggering) }

    let pushTypeKeys: [String]
    let topicKeys: [String]
    let payloadKeys: [String]

    static let pushTypeKeysOption = Option<[String]>(RuleOption("pushTypeKeys", default: .array(["apns-push-type", "pushType"].map(JSONValue.string)),
        help: "Header and library property names that carry the push type."))
    static let defaultTopicKeys = ["apns-topic", "topic"]
    static let topicKeysOption = Option<[String]>(RuleOption("topicKeys", default: .array(defaultTopicKeys.map(JSONValue.string)),
        help: "Header and library property names that carry the topic."))
    static let payloadKeysOption = Option<[String]>(RuleOption("payloadKeys", default: .array(["content-state", "contentState"].map(JSONValue.string)),
        help: "Keys that make a function's push a Live Activity push."))

    public init(options: RuleOptions) {
        pushTypeKeys = options[Self.pushTypeKeysOption]
        topicKeys = options[Self.topicKeysOption]
        payloadKeys = options[Self.payloadKeysOption]
    }

    /// Only files that name one of these can hold a finding (the engine skips the rest).
    public var triggerWords: [String] { pushTypeKeys + topicKeys + ["curl"] }

    static let suffix = ".push-type.liveactivity"

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        guard !context.isTestLike else { return }
        if file.language == .shell { return checkCurl(file, into: &findings) }
        let pushTypes = APNsHeaders.settings(named: pushTypeKeys, in: file)
        let topics = APNsHeaders.settings(named: topicKeys, in: file)
        guard !pushTypes.isEmpty || !topics.isEmpty else { return }
        let payloadScopes = APNsHeaders.liveActivityScopes(in: file, evidence: payloadKeys)
        var liveObjects = APNsHeaders.objects(pushTypes + topics, passedIn: payloadScopes, payloadKeys: payloadKeys, in: file), liveScopes = payloadScopes
        for setting in pushTypes where file.literalBranches(of: setting.value).contains(where: { $0.text == "liveactivity" }) {
            if let object = setting.object { liveObjects.insert(object) }
            liveScopes.insert(APNsHeaders.scope(of: setting.key, in: file))
        }
        for setting in topics where APNsHeaders.strings(in: setting.value, file).contains(where: { $0.text.hasSuffix(Self.suffix) }) {
            if let object = setting.object { liveObjects.insert(object) }
        }
        for setting in pushTypes {
            let live = payloadScopes.contains(APNsHeaders.scope(of: setting.key, in: file))
                || setting.object.map(liveObjects.contains) == true
            guard live else { continue }
            for (start, text) in file.literalBranches(of: setting.value) where text != "liveactivity" {
                findings.report(file, at: start, through: file.partner(of: start), Self.pushTypeMessage(text),
                                fix: pushTypeFix(setting.value, literal: start, in: file))
            }
        }
        for setting in topics {
            let live = liveScopes.contains(APNsHeaders.scope(of: setting.key, in: file))
                || setting.object.map(liveObjects.contains) == true
            guard live else { continue }
            let written = APNsHeaders.strings(in: setting.value, file)
            // `'apns-topic': config.bundleId`, set elsewhere: a value named for the bundle id is the bare bundle id.
            if written.isEmpty, let name = bundleIdName(setting.value, file) {
                findings.report(file, at: setting.value.lowerBound, through: name, Self.topicMessage)
                continue
            }
            for (start, text) in written where !text.hasSuffix(Self.suffix) {
                // `${BUNDLE_ID}` alone is the bare bundle id; other text must read like a topic to be judged.
                guard APNsHeaders.looksLikeTopic(text) || isBareInterpolation(start, file) else { continue }
                findings.report(file, at: start, through: file.partner(of: start), Self.topicMessage,
                                fix: topicFix(setting.value, literal: start, text: text, in: file))
            }
        }
    }

    static func pushTypeMessage(_ value: String) -> String {
        "This Live Activity push sets apns-push-type \"\(value)\"; set it to \"liveactivity\"."
    }

    static let topicMessage = "This topic is not <bundle-id>.push-type.liveactivity; add the suffix for Live Activity pushes."
}
