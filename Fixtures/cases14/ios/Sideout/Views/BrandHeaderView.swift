import SwiftUI

struct BrandHeaderView: View {
    var body: some View {
        ZStack {
            // umpire-disable-next-line hardcoded-color -- one-off launch gradient signed off by design (DES-212), not reused
            LinearGradient(colors: [Color(red: 0.98, green: 0.45, blue: 0.1), AppColors.court], startPoint: .leading, endPoint: .trailing)
            Text("Sideout")
                .font(.title.bold())
                .foregroundStyle(.white)
        }
        .frame(height: Spacing.xl * 3)
    }
}
