import SwiftUI

fileprivate struct MatCourtView: View {
    let homeOnMat: Int
    let awayOnMat: Int
    let homeName: String
    let awayName: String

    var body: some View {
        GeometryReader { geo in
            let half = geo.size.width / 2
            HStack(spacing: 0) {
                dots(count: homeOnMat, width: half)
                Rectangle()
                    .fill(.white)
                    .frame(width: 2)
                dots(count: awayOnMat, width: half)
            }
        }
        .frame(height: 60)
        .background(AppColors.mat)
        .overlay(alignment: .bottom) {
            Text("\(7 - homeOnMat) out · \(7 - awayOnMat) out")
                .font(.caption2)
        }
        .overlay(alignment: .top) {
            if homeOnMat == 0 || awayOnMat == 0 {
                Text("ALL OUT")
                    .font(.caption.bold())
            }
        }
    }

    private func dots(count: Int, width: CGFloat) -> some View {
        HStack(spacing: Theme.Spacing.xs) {
            ForEach(0..<count, id: \.self) { _ in
                Circle()
                    .fill(.white)
                    .frame(width: Theme.Size.matDot, height: Theme.Size.matDot)
            }
        }
        .frame(width: width)
    }
}

#Preview {
    MatCourtView(homeOnMat: 5, awayOnMat: 7, homeName: "Patna Pirates", awayName: "Bengaluru Bulls")
}
