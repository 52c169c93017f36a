import SwiftUI

struct FieldPositionBar: View {
    let fieldPosition: FieldPositionDisplay

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Theme.Colors.turf)
                Capsule()
                    .fill(fieldPosition.isRedZone ? Theme.Colors.redZone : Theme.Colors.accent)
                    .frame(width: proxy.size.width * 0.5)
            }
        }
        .frame(height: Theme.Sizes.fieldBarHeight)
        .overlay(alignment: .trailing) {
            Text(fieldPosition.yardLineText)
        }
    }
}

func yardsToEndZone(_ position: FieldPositionDisplay) -> Int {
    100 - position.absoluteYardLine
}
