import Foundation
import os

extension Logger {
    static let timing = Logger(subsystem: "app.pitstop", category: "Timing")
}

/// Development-only trace of raw payloads; compiled out of release builds.
func traceRawPayload(_ data: Data) {
    #if DEBUG
    print(String(decoding: data, as: UTF8.self))
    #endif
}

/// Dumps a decoded content state while testing push payloads on device.
func dumpContentState(_ state: LiveActivityContentState) {
    // umpire:disable-next-line no-print
    print(state)
}

func logTimingGap(_ raceId: String) {
    // umpire:disable-next-line no-print -- replaced by Logger.timing
    Logger.timing.notice("timing gap for \(raceId, privacy: .public)")
}
