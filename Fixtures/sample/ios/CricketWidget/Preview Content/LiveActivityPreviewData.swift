import Foundation

/// The shared Live Activity samples every widget preview uses.
enum LiveActivityPreviewData {
    static let live = LiveActivityDisplayState(
        scoreLine: "87/3", oversLine: "14.2 ov", lastEvent: "FOUR — Kohli drives through cover")
    static let result = LiveActivityDisplayState(
        scoreLine: "212/8", oversLine: "50 ov", lastEvent: "India won by 4 wickets")
}

extension LiveActivityDisplayState {
    static let previewResult = LiveActivityPreviewData.result
}
