import SwiftUI

private struct CountView: View {
    let balls: Int
    let strikes: Int
    let outs: Int

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: Theme.Spacing.s, verticalSpacing: Theme.Spacing.xs) {
            row(label: "B", filled: balls, of: 4, color: Theme.Colors.field)
            row(label: "S", filled: strikes, of: 3, color: Theme.Colors.warning)
            row(label: "O", filled: outs, of: 3, color: Theme.Colors.liveRed)
        }
    }

    private func row(label: String, filled: Int, of total: Int, color: Color) -> some View {
        GridRow {
            Text(label).font(.caption.bold())
            ForEach(0..<(total - 1), id: \.self) { index in
                Circle()
                    .fill(index < filled ? color : Color.gray.opacity(0.3))
                    .frame(width: Theme.Size.baseDot, height: Theme.Size.baseDot)
            }
        }
    }
}
