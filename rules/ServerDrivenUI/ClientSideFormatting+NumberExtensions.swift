// A number's display text written as an extension of the number type itself
// (`extension Int { var breakText: String { "Break of \(self)" } }`): wherever it is used, it
// formats a figure on the device. Its `self` is whatever number a caller has, so provenance
// cannot say; the extension exists to turn the app's numbers, the match's, into words.

import UmpireCore
import UmpireRuleSupport

extension ClientSideFormatting {
    /// Number types whose extensions are judged. CGFloat is layout; TimeInterval reads as the
    /// device's own durations (a timer's `"\(Int(self) / 60) min"`); Date is asked where it is used.
    static let numberTypes: Set<String> = ["Int", "Double", "Float", "Int64", "Int32", "UInt", "Decimal"]

    private static let numberExtensionNeedles = ["extension Int", "extension Double", "extension Float", "extension UInt", "extension Decimal"]
        .map { Array($0.utf8) }

    /// The message for a string with an interpolation and words (or a figure's dressing) inside
    /// a member of an extension of a number type, in app or widget code; nil otherwise.
    func numberExtensionText(stringAt i: Int, in context: RuleContext) -> String? {
        let file = context.file
        guard file.shared("client-side-formatting.numberExtensions", { Self.numberExtensionNeedles.contains { file.contains(bytes: $0) } })
        else { return nil }
        let tree = file.syntax
        let string = tree.node(atToken: i)
        guard tree.kind(string) == .string,
              let owner = tree.ancestors(string).first(where: { tree.kind($0) == .typeDeclaration }),
              tree[owner].typeDeclarationKind == .extension, Self.numberTypes.contains(tree.nameText(owner)),
              let member = tree.ancestors(string).first(where: { tree.kind($0) == .function || tree.kind($0) == .binding }),
              !isCatalogKeyOrClock(member, in: tree) else { return nil }
        let own = file.ownText(ofStringAt: i)
        guard own.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) || dressesValue(own) else { return nil }
        return Self.numberExtensionMessage(tree.nameText(owner))
    }

    /// `var toTime: LocalizedStringKey { "MINUTESCALCULATE \(n)" }`: a strings catalog's key
    /// carrying the value; `Date().timeIntervalSince1970 - self`: an age against the device's
    /// clock ("5 mins ago"), the device's to say.
    private func isCatalogKeyOrClock(_ member: SyntaxID, in tree: SyntaxTree) -> Bool {
        if tree.children(member).contains(where: { tree.kind($0) == .type && tree.nameText($0) == "LocalizedStringKey" }) { return true }
        return tree.descendants(member).contains(where: tree.isDeviceClock)
    }

    static func numberExtensionMessage(_ type: String) -> String {
        "This extension of \(type) writes a figure into display text on the device; send the text from buildDisplayState and show it as-is."
    }

    @_optimize(none) static var numberExtensionExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // A break's words written around the number itself, for any screen to call.
            Example(#"""
                extension Int {
                    var breakDescription: String { ↓"Break of \(self)" }
                }
                """#, path: "ios/CricketApp/Extensions/Int+Snooker.swift"),
        ],
        nonTriggering: [
            // A timer's own minutes, a catalog key carrying the value, an age against the clock,
            // and layout: none is a figure the backend sends.
            Example(#"""
                extension TimeInterval {
                    var restText: String { "\(Int(self) / 60) min rest" }
                }
                extension Int {
                    var toTime: LocalizedStringKey { "MINUTESCALCULATE \(self)" }
                    var age: String { "\(Int(Date().timeIntervalSince1970) - self) s ago" }
                }
                extension CGFloat {
                    var debugLabel: String { "width \(self)" }
                }
                """#, path: "ios/CricketApp/Extensions/Time+Text.swift", trap: .lookAlike),
            Example(#"""
                extension Int {
                    // "Break of \(self)" is built by the backend now.
                    var isCentury: Bool { self >= 100 }
                }
                """#, path: "ios/CricketApp/Extensions/Int+Snooker.swift", trap: .inComment),
        ]) }
}
