// Localization keys: `"match_status_live"` looks like a name for a machine, but given to
// `Text` or returned as a `LocalizedStringKey` it is looked up in the app's strings file and
// shown as words.

extension SourceFile {
    /// Types whose string literals are keys into the app's strings.
    static let localizedTypes: Set<String> = ["LocalizedStringKey", "LocalizedStringResource"]

    /// Whether the Swift string literal starting at token `literal` is a localization key: the
    /// first argument of `Text`, `Label`, `LocalizedStringKey(…)` or `NSLocalizedString`, the
    /// `localized:` of `String(localized:)`, or a value a computed property or function typed
    /// `LocalizedStringKey` returns (through `switch`, `if` and ternary branches).
    public func isLocalizationKey(stringAt literal: Int) -> Bool {
        guard language == .swift else { return false }
        let tree = syntax
        var node = tree.node(atToken: literal)
        guard tree.kind(node) == .string else { return false }
        while let parent = tree.parent(node) {
            switch tree.kind(parent) {
            case .argument:
                guard let call = tree.parent(parent), tree.kind(call) == .call, let callee = tree.firstChild(call), tree.kind(callee) == .name
                else { return false }
                let calleeName = tree.nameText(callee), label = tree[parent].name >= 0 ? tree.nameText(parent) : nil
                if calleeName == "String" { return label == "localized" }
                let first = tree.children(call).first { tree.kind($0) == .argument }
                return label == nil && first == parent
                    && ["Text", "Label", "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource"].contains(calleeName)
            case .caseClause, .switchStatement, .ifStatement, .block, .returnStatement:
                node = parent
            case .ternary:
                // The condition is not a branch.
                guard tree.firstChild(parent) != node else { return false }
                node = parent
            case .binding, .function:
                guard let type = tree.child(parent, .type) else { return false }
                return Self.localizedTypes.contains(tree.nameText(type))
            default:
                return false
            }
        }
        return false
    }
}
