import SwiftUI

/// Horizontal stage cards. Paged with scrollTargetBehavior, not TabView(.page);
/// see ADR-010 for the misaligned-page bug that rules TabView out.
struct StagePagerView: View {
    let stages: [StageSummary]
    @State private var currentStageId: String?

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: Theme.Spacing.sm) {
                ForEach(stages) { stage in
                    NavigationLink(value: stage.stageId) {
                        StageCardView(stage: stage)
                    }
                    .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $currentStageId)
        .onAppear { currentStageId = stages.first(where: \.isLive)?.stageId }
    }
}
