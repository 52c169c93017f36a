// HighlightsPager.swift
// Shotclock
//
// Paging follows ADR-010: ScrollView + .scrollTargetBehavior(.paging), never TabView(.page).

import SwiftUI

struct HighlightsPager: View {
    let clips: [HighlightClip]
    @State private var currentClip: String?

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(clips) { clip in
                    HighlightCard(clip: clip)
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $currentClip)
        .navigationTitle("Highlights")
    }
}

struct QuarterRecapPager: View {
    let recaps: [QuarterRecap]

    var body: some View {
        TabView {
            ForEach(recaps) { recap in
                Text(recap.summary).tag(recap.id)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .background(Color(hex: 0x1D428A))
    }
}

struct HighlightCard: View {
    let clip: HighlightClip

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            AsyncImage(url: clip.thumbnailURL)
            LinearGradient(colors: [.clear, Color.black.opacity(0.7)], startPoint: .top, endPoint: .bottom)
            Text(clip.caption)
                .foregroundStyle(.white)
                .padding(Spacing.lg)
        }
        .clipShape(RoundedRectangle(cornerRadius: Layout.cardCornerRadius))
    }
}
