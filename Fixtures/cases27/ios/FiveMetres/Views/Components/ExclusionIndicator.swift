import SwiftUI

struct ExclusionIndicator: View {
    let exclusionsText: String
    let personalFouls: Int
    let secondsRemaining: Int?

    var body: some View {
        HStack(spacing: Theme.Spacing.xs) {
            ForEach(0..<3, id: \.self) { index in
                Circle()
                    .fill(index < personalFouls ? Theme.Colors.exclusion : Theme.Colors.surface)
                    .frame(width: Theme.Size.dot, height: Theme.Size.dot)
            }
            Text(exclusionsText)
            if let secondsRemaining {
                ProgressView(value: Double(20 - secondsRemaining), total: 20)
            }
            if personalFouls >= 3 {
                Text("EG")
            }
        }
    }
}

fileprivate extension Int {
    var isMaxFouls: Bool { self >= 3 }
}
