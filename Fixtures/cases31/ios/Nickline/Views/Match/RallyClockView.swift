import SwiftUI

struct RallyClockView: View {
    let rallyStartedAt: Date
    let refreshInterval: TimeInterval
    @State private var tick = 0

    var body: some View {
        let elapsed = Date.now.timeIntervalSince(rallyStartedAt)
        VStack {
            Text(Duration.seconds(elapsed), format: .time(pattern: .minuteSecond))
            Text("Next refresh in \(Int(refreshInterval) - tick % Int(refreshInterval))s")
        }
    }
}
