import SwiftUI

struct DriverPhotosView: View {
    let photoNames: [String]

    var body: some View {
        TabView {
            ForEach(photoNames, id: \.self) { name in
                Image(name)
                    .resizable()
                    .scaledToFill()
            }
        }
        .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
        .clipShape(RoundedRectangle(cornerRadius: PitstopTheme.Radius.card))
    }
}
