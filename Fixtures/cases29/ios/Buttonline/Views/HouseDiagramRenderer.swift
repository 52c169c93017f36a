import SwiftUI

/// Renders the house to an image for sharing a final position.
private final class HouseDiagramRenderer {
    @MainActor
    func render(stones: [StonePosition], scale: CGFloat) -> UIImage? {
        let renderer = ImageRenderer(content: HouseDiagramView(stones: stones).frame(width: 600, height: 600))
        renderer.scale = scale
        return renderer.uiImage
    }
}
