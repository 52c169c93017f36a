import SwiftUI

struct BasesDiamond: View {
    let runnersOn: [Int]

    private var runnersInScoringPosition: Int {
        runnersOn.filter { $0 >= 2 }.count
    }

    var body: some View {
        GeometryReader { geometry in
            let side = min(geometry.size.width, geometry.size.height) / 2.6
            ZStack {
                base(2, side: side).offset(y: -side * 0.7)
                base(3, side: side).offset(x: -side * 0.7)
                base(1, side: side).offset(x: side * 0.7)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .frame(width: 64, height: 64)
        .accessibilityLabel(runnersInScoringPosition > 0 ? "Runners in scoring position" : "Bases")
    }

    private func base(_ number: Int, side: CGFloat) -> some View {
        BasePath()
            .fill(runnersOn.contains(number) ? Theme.Colors.chalk : Theme.Colors.dirt.opacity(0.4))
            .frame(width: side, height: side)
            .rotationEffect(.degrees(45))
    }
}

private struct BasePath: Shape {
    func path(in rect: CGRect) -> Path {
        Path(rect)
    }
}
