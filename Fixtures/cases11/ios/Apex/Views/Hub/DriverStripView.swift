import SwiftUI

/// Horizontal, paged strip of the followed drivers. See ADR-003.
struct DriverStripView: View {
    let drivers: [Driver]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: Theme.Spacing.md) {
                ForEach(drivers) { driver in
                    DriverChip(driver: driver)
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
    }
}
