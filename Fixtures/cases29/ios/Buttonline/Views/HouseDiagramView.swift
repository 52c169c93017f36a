import SwiftUI

/// Draws the house (12-foot, 8-foot, 4-foot rings and button) with the stones
/// in play. Stone positions arrive from the backend normalised to 0...1.
struct HouseDiagramView: View {
    let stones: [StonePosition]

    var body: some View {
        GeometryReader { geo in
            let radius = min(geo.size.width, geo.size.height) / 2
            ZStack {
                Circle().fill(Palette.houseBlue).frame(width: radius * 2)
                Circle().fill(Color.white).frame(width: radius * 1.33)
                Circle().fill(Palette.houseRed).frame(width: radius * 0.66)
                Circle().fill(Color.white).frame(width: radius * 0.16)
                ForEach(stones) { stone in
                    StoneMarker(isHome: stone.isHome)
                        .position(x: stone.x * geo.size.width, y: stone.y * geo.size.height)
                }
            }
        }
        .aspectRatio(1, contentMode: .fit)
        .frame(maxWidth: Theme.Metrics.houseDiameter)
    }
}

struct StonePosition: Identifiable, Hashable {
    let id: Int
    let x: Double
    let y: Double
    let isHome: Bool
}

private struct StoneMarker: View {
    let isHome: Bool

    var body: some View {
        Circle()
            .fill(isHome ? Palette.houseRed : Color(hue: 0.14, saturation: 0.85, brightness: 0.95))
            .frame(width: Theme.Metrics.stoneDiameter, height: Theme.Metrics.stoneDiameter)
            .overlay(Circle().stroke(Palette.granite, lineWidth: 2))
    }
}
