// client-side-derivation: a ratio the backend sends, scaled to points to draw it
// (`.frame(width: progress * 3)`), is layout, not a figure.

import UmpireCore
import UmpireRuleSupport

extension ClientSideDerivation {
    /// `.frame(width: progress * 3)`, `.offset(x: progress * 3 - 15)`: a ratio the backend sends
    /// (a progress, a share, a percentage) scaled to points by a constant, inside a layout
    /// modifier: where something is drawn, not a figure. Raw counts scaled so (`overs * 10`) still count.
    func scalesRatioIntoPoints(_ range: ClosedRange<Int>, in file: SourceFile) -> Bool {
        // Through the clamps around it: `.frame(width: max(progress * 3, 0))`.
        guard let paren = file.openers(around: range.lowerBound).first(where: { opener in
                  file.kind(opener) != .openParen || !(file.callee(ofOpenParen: opener).map { file.isOne($0, of: ["max", "min", "abs", "CGFloat"]) } ?? false)
              }), file.kind(paren) == .openParen,
              let callee = file.callee(ofOpenParen: paren), file.isMemberAccess(callee), file.isOne(callee, of: Self.layoutModifiers) else { return false }
        let names = range.filter { file.kind($0) == .identifier && file.kind(after: $0) != .openParen && file.kind(after: $0) != .dot }
        let constants = range.filter { file.kind($0) == .number }
        guard !names.isEmpty, !constants.isEmpty else { return false }
        return names.allSatisfy { k in
            let name = file.text(k).lowercased()
            return Self.ratioWords.contains { name.contains($0) }
        }
    }

    static let layoutModifiers = TokenWords(["frame", "offset", "position", "padding"])
    static let ratioWords = ["progress", "fraction", "percent", "share", "ratio", "pct"]
}
