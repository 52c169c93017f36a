import Foundation
import os

enum LaunchDiagnostics {
    private static let log = Logger(subsystem: "com.nickline.app", category: "launch")

    static func report(activityCount: Int) {
        #if DEBUG
        debugPrint("live activities at launch:", activityCount)
        #endif
        log.info("live activities at launch: \(activityCount)")
        let banner = "print(\"ok\")"
        log.debug("\(banner)")
    }
}
