// More examples for apns-push-type: headers a module constant holds, handed to the send.

import UmpireCore
import UmpireRuleSupport

extension ApnsPushType {
    @_optimize(none) static var constantHeaderExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // An older fan-out keeps its headers in a constant and sends a content-state with them.
            Example("""
                const DELAY_HEADERS = {
                  "apns-push-type": ↓"background",
                  "apns-topic": ↓"com.bullpen.app",
                  "apns-priority": "5",
                };

                export async function broadcastDelay(subs: ActivitySubscription[], state: LiveActivityDisplayState) {
                  for (const sub of subs) {
                    await sendToApns(apnsConfig, sub.token, DELAY_HEADERS, { aps: { timestamp: now(), event: "update", "content-state": state } });
                  }
                }
                """, path: "backend/src/push/delayBroadcast.ts", corrected: """
                const DELAY_HEADERS = {
                  "apns-push-type": "liveactivity",
                  "apns-topic": "com.bullpen.app.push-type.liveactivity",
                  "apns-priority": "5",
                };

                export async function broadcastDelay(subs: ActivitySubscription[], state: LiveActivityDisplayState) {
                  for (const sub of subs) {
                    await sendToApns(apnsConfig, sub.token, DELAY_HEADERS, { aps: { timestamp: now(), event: "update", "content-state": state } });
                  }
                }
                """),
            // Spread last into the request's headers: nothing after it overrides them.
            Example("""
                const TICK_HEADERS = {
                  "apns-push-type": ↓"alert",
                  "apns-priority": "5",
                };

                export function sendClockTick(session: ClientHttp2Session, token: string, state: ContentState) {
                  const req = session.request({ ":method": "POST", ":path": `/3/device/${token}`, ...authHeaders(), ...TICK_HEADERS });
                  req.end(JSON.stringify({ aps: { timestamp: nowSeconds(), event: "update", "content-state": state } }));
                }
                """, path: "backend/src/push/clockTick.ts", corrected: """
                const TICK_HEADERS = {
                  "apns-push-type": "liveactivity",
                  "apns-priority": "5",
                };

                export function sendClockTick(session: ClientHttp2Session, token: string, state: ContentState) {
                  const req = session.request({ ":method": "POST", ":path": `/3/device/${token}`, ...authHeaders(), ...TICK_HEADERS });
                  req.end(JSON.stringify({ aps: { timestamp: nowSeconds(), event: "update", "content-state": state } }));
                }
                """),
        ],
        nonTriggering: [
            // A library's declaration of every push type, beside a Live Activity payload: types, not a push.
            Example("""
                export type PushType = "alert" | "background" | "liveactivity" | "voip";
                export interface Notification { readonly pushType: PushType; readonly topic: string; }
                export function liveActivityBody(state: ContentState) { return { aps: { event: "update", "content-state": state, timestamp: nowSeconds() } }; }
                """, path: "backend/src/apns/notification.ts", trap: .lookAlike),
            // The same constant spread into Live Activity headers that override both: what is sent says liveactivity.
            Example("""
                const DELAY_HEADERS = {
                  "apns-push-type": "background",
                  "apns-topic": apnsConfig.bundleId,
                };

                export async function broadcastEnd(subs: ActivitySubscription[], state: LiveActivityDisplayState) {
                  for (const sub of subs) {
                    const headers = { ...DELAY_HEADERS, "apns-push-type": "liveactivity", "apns-topic": `${apnsConfig.bundleId}.push-type.liveactivity` };
                    await sendToApns(apnsConfig, sub.token, headers, { aps: { timestamp: now(), event: "end", "content-state": state } });
                  }
                }

                export async function sendDigest(token: string) {
                  await sendToApns(apnsConfig, token, DELAY_HEADERS, { aps: { "content-available": 1 } });
                }
                """, path: "backend/src/push/delayBroadcast.ts", trap: .lookAlike),
        ]) }
}
