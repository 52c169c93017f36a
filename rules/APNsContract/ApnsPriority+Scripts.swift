// apns-priority in an operator's test-push script: a routine Live Activity update sent by curl
// at priority 10.

import UmpireCore
import UmpireRuleSupport

extension ApnsPriority {
    /// A script's curl update to a Live Activity at 10 (`-H "apns-priority: 10"`), neither a
    /// start nor an end.
    func checkCurl(_ file: SourceFile, into findings: inout FindingSink) {
        for push in file.curlPushes() where push.isLiveActivity {
            // A payload read from a file or a variable (`-d @/tmp/end_payload.json`) is what the
            // script writes there: an end or a start anywhere in it is the moment 10 is for.
            let events = push.payloads.contains(where: { CurlPush.has("aps", in: $0.text) }) ? [push.event ?? ""]
                : CurlPush.events(in: String(decoding: file.bytes, as: UTF8.self))
            guard let priority = push.header("apns-priority"), priority.value == "10",
                  !events.contains(where: { ["start", "end"].contains($0) }) else { continue }
            findings.report(file, at: priority.word, through: file.partner(of: priority.word), Self.message)
        }
    }

    @_optimize(none) static var scriptExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // A script's routine test update at 10.
            Example("""
                curl --http2 \\
                  -H "authorization: bearer ${APNS_JWT}" \\
                  -H "apns-push-type: liveactivity" \\
                  -H ↓"apns-priority: 10" \\
                  -d "{\\"aps\\":{\\"timestamp\\":$(date +%s),\\"event\\":\\"update\\",\\"content-state\\":$(cat fixtures/over.json)}}" \\
                  "https://api.sandbox.push.apple.com/3/device/${TOKEN}"
                """, path: "infra/scripts/send-test-update.sh"),
        ],
        nonTriggering: [
            // The payload the script writes for the end: read from its file, still the end.
            Example("""
                cat > /tmp/end_payload.json <<EOF
                {"aps": {"timestamp": $(date +%s), "event": "end", "dismissal-date": $(( $(date +%s) + 1800 )), "content-state": {}}}
                EOF
                curl --http2 \\
                  -H "authorization: bearer ${APNS_JWT}" \\
                  -H "apns-push-type: liveactivity" \\
                  -H "apns-priority: 10" \\
                  -d @/tmp/end_payload.json \\
                  "https://api.sandbox.push.apple.com/3/device/${TOKEN}"
                """, path: "infra/scripts/test-end-activity.sh", trap: .lookAlike),
            Example("""
                # The result ends the activity: the one moment 10 is for.
                curl --http2 \\
                  -H "authorization: bearer ${APNS_JWT}" \\
                  -H "apns-push-type: liveactivity" \\
                  -H "apns-priority: 10" \\
                  -d "{\\"aps\\":{\\"timestamp\\":$NOW,\\"event\\":\\"end\\",\\"dismissal-date\\":$((NOW + 900)),\\"content-state\\":{}}}" \\
                  "https://api.sandbox.push.apple.com/3/device/${TOKEN}"
                """, path: "infra/scripts/end-test-activity.sh", trap: .lookAlike),
        ]) }
}
