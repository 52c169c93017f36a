// apns-push-type in an operator's test-push script: a curl to APNs whose payload holds a
// content-state, sent as an alert or to the bare bundle id.

import UmpireCore
import UmpireRuleSupport

extension ApnsPushType {
    /// A script's curl push with a content-state (`-H "apns-push-type: alert"`, `-H "apns-topic: $BUNDLE_ID"`).
    func checkCurl(_ file: SourceFile, into findings: inout FindingSink) {
        for push in file.curlPushes() where push.isLiveActivity {
            if let type = push.header("apns-push-type"), type.value != "liveactivity" {
                findings.report(file, at: type.word, through: file.partner(of: type.word), Self.pushTypeMessage(type.value))
            }
            if let topic = push.header("apns-topic"), !topic.value.hasSuffix(Self.suffix),
               APNsHeaders.looksLikeTopic(topic.value) || Self.namesBundleID(topic.value) {
                findings.report(file, at: topic.word, through: file.partner(of: topic.word), Self.topicMessage)
            }
        }
    }

    /// `$BUNDLE_ID`, `${BUNDLE_ID}`: a shell variable named for the bundle id is the bare bundle id.
    static func namesBundleID(_ value: String) -> Bool {
        value.hasPrefix("$") && !value.contains(".") && value.uppercased().contains("BUNDLE")
    }

    @_optimize(none) static var scriptExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // A script's test push: a content-state update sent as an alert, to the bare bundle id.
            Example("""
                # Moves one Live Activity to the score in fixtures/live.json, for checking the widget by hand.
                curl --http2 \\
                  -H "authorization: bearer ${APNS_JWT}" \\
                  -H ↓"apns-push-type: alert" \\
                  -H ↓"apns-topic: ${BUNDLE_ID}" \\
                  -d "{\\"aps\\":{\\"timestamp\\":$(date +%s),\\"event\\":\\"update\\",\\"content-state\\":$(cat fixtures/live.json)}}" \\
                  "https://api.sandbox.push.apple.com/3/device/${TOKEN}"
                """, path: "infra/scripts/send-test-update.sh"),
        ],
        nonTriggering: [
            Example("""
                # An alert to the app, not a Live Activity: its push type and topic are the app's.
                curl --http2 \\
                  -H "authorization: bearer ${APNS_JWT}" \\
                  -H "apns-push-type: alert" \\
                  -H "apns-topic: ${BUNDLE_ID}" \\
                  -d '{"aps":{"alert":{"title":"Test","body":"Hello from staging"}}}' \\
                  "https://api.sandbox.push.apple.com/3/device/${TOKEN}"
                """, path: "infra/scripts/send-test-alert.sh", trap: .lookAlike),
        ]) }
}
