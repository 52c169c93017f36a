import SwiftUI

struct VenuePhotoCarousel: View {
    let assetNames: [String]

    var body: some View {
        TabView {
            ForEach(assetNames, id: \.self) { name in
                Image(name).resizable().scaledToFill()
            }
        }
        .tabViewStyle(PageTabViewStyle())
        .frame(height: 180)
    }
}
