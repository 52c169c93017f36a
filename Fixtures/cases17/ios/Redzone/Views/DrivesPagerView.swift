import SwiftUI

struct DrivesPagerView: View {
    let drives: [DriveDisplay]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(drives) { drive in
                    DriveSummaryView(drive: drive)
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .onAppear {
            UIAccessibility.post(notification: .screenChanged, argument: nil)
        }
        .task {
            await Analytics.shared.track("drives_pager_opened")
        }
    }
}
