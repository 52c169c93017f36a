import SwiftUI

/// Paged rounds of the group stage. Uses a paging ScrollView rather than
/// TabView(.page), see ADR-0004.
struct RoundsPagerView: View {
    let rounds: [GroupTable]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(rounds, id: \.groupName) { table in
                    GroupTableView(table: table)
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
    }
}
