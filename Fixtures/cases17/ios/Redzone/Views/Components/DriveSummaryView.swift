import SwiftUI

struct DriveSummaryView: View {
    let drive: DriveDisplay

    var body: some View {
        VStack(alignment: .leading) {
            Text(drive.resultLabel)
            Text(summary(plays: drive.playCount, yards: drive.yards, duration: drive.durationText))
        }
    }

    private func summary(plays: Int, yards: Int, duration: String) -> String {
        [
            "\(plays) plays",
            "\(yards) yards",
            duration
        ].joined(separator: " · ")
    }
}
