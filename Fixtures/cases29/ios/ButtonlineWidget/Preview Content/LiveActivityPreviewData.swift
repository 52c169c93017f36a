import Foundation

/// Shared sample content states for every Live Activity preview.
extension ButtonlineActivityAttributes {
    static let preview = ButtonlineActivityAttributes(gameId: "gsoc-masters-2025-qf2", homeFlag: "🇨🇦", awayFlag: "🇸🇪", eventName: "Masters")
}

enum LiveActivityPreviewData {
    static let eighthEnd = LiveActivityContentState(
        headline: "Homan v Hasselborg",
        scoreline: "5 – 4",
        homeTotal: 5,
        awayTotal: 4,
        endLabel: "End 8",
        hammerSide: "away",
        stonesRemaining: 6,
        stonesNote: "6 stones left",
        phase: .live,
        sentiment: "tense",
        footnote: "Hasselborg took hammer after a blank in 7",
        compact: LiveActivityCompact(leading: "CAN 5", trailing: "SWE 4", minimal: "5–4"),
        expanded: LiveActivityExpanded(homeLine: "Homan 5", awayLine: "Hasselborg 4", centerCaption: "End 8 of 8", powerPlayNote: nil, lastShot: "Hasselborg draws to the four-foot")
    )

    static let extraEnd = LiveActivityContentState(
        headline: "Homan v Hasselborg",
        scoreline: "5 – 5",
        homeTotal: 5,
        awayTotal: 5,
        endLabel: "Extra end",
        hammerSide: "home",
        stonesRemaining: 16,
        stonesNote: "All 16 to come",
        phase: .extraEnd,
        sentiment: "tense",
        footnote: nil,
        compact: LiveActivityCompact(leading: "CAN 5", trailing: "SWE 5", minimal: "5–5"),
        expanded: LiveActivityExpanded(homeLine: "Homan 5", awayLine: "Hasselborg 5", centerCaption: "Extra end", powerPlayNote: nil, lastShot: nil)
    )
}
