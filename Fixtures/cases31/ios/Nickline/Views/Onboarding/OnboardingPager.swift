import SwiftUI

struct OnboardingPager: View {
    @State private var page = 0
    private let slides = ["Follow a match", "See it on your Lock Screen", "Get the review calls"]

    var body: some View {
        TabView(selection: $page) {
            ForEach(slides.indices, id: \.self) { index in
                Text(slides[index]).tag(index)
            }
        }
        .tabViewStyle(PageTabViewStyle())
        .overlay(alignment: .bottom) {
            Text("\(page + 1) of \(slides.count)")
        }
    }
}
