import SwiftUI

/// Horizontal, paged gallery of circuit maps (ADR-010: no TabView paging).
struct CircuitGalleryView: View {
    let circuitImageNames: [String]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(circuitImageNames, id: \.self) { name in
                    Image(name)
                        .resizable()
                        .scaledToFit()
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
    }
}
