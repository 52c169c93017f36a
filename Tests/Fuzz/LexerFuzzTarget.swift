// libFuzzer entry point for the lexers: lexes the input as UMPIRE_FUZZ_LANGUAGE (swift,
// typescript, tsx, shell, plist), checks the invariants every consumer relies on, and runs the
// per-file source model the rules share.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLexer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let (language, jsx) = FuzzSettings.language
    let tokens = Lexer.tokenize(bytes, language: language, jsx: jsx)
    var position = 0
    for token in tokens {
        // In order, contiguous, in bounds: concatenated tokens give back the input.
        precondition(token.start.value == position, "gap or overlap at \(position)")
        precondition(token.length > 0, "empty token at \(position)")
        position = token.end.value
    }
    precondition(position == size, "tokens end at \(position) of \(size)")
    let (partners, enclosing) = BracketPairs.compute(tokens)
    for (i, p) in partners.enumerated() where p >= 0 {
        precondition(Int(p) < tokens.count && partners[Int(p)] == Int32(i), "partners pair up at \(i)")
    }
    for (i, e) in enclosing.enumerated() where e >= 0 { precondition(Int(e) < i, "an opener precedes what it encloses") }
    exerciseSourceModel(Array(bytes), language: language, jsx: jsx)
    return 0
}

/// The shared per-file model rules read (line table, roles from content, declarations, shell
/// commands, literal text, positions) and the syntax tree: none of it may trap on any input,
/// and the tree's nodes must lie inside their parents without overlapping; provenance is asked
/// of every value node.
func exerciseSourceModel(_ bytes: [UInt8], language: Language, jsx: Bool) {
    let path = language == .swift ? "ios/App/Views/Fuzzed.swift" : language == .shell ? "infra/migrate-001-fuzz.sh"
        : jsx ? "backend/src/fuzzed.tsx" : "backend/src/fuzzed.ts"
    let file = SourceFile(bytes: bytes, language: language, jsx: jsx)
    for (i, token) in file.tokens.enumerated() {
        let (line, column) = file.position(of: token.start)
        precondition(line.value >= 1 && line.value <= file.lines.count && column >= 1, "position of token \(i)")
        if token.kind == .stringStart { _ = file.literalText(ofStringAt: i) }
    }
    switch language {
    case .swift:
        for type in file.swiftTypeDeclarations() { _ = file.members(of: type) }
        _ = file.viewBodyRanges()
        _ = ProjectModel(declarations: file.declaredTypes(path: path, generated: false), settings: .defaults)
        // The byte scan for members changed through a value, over arbitrary bytes.
        let bytes = file.bytes
        let uses = ProjectUses(typeNames: ["Player", "A", "Team"]) { $0(Array(bytes)) }
        _ = uses.changes(member: "name")
        _ = uses.constructs("Player", without: "id")
    case .shell:
        _ = file.shellCommands()
    default:
        break
    }
    if language == .swift || language == .typeScript {
        let tree = file.syntax
        if let violation = tree.invariantViolation() { preconditionFailure("syntax tree: \(violation)") }
        for token in file.tokens.indices { _ = tree.node(atToken: token) }
        // Provenance of every value, in a model built from the file itself: bounded, never trapping.
        let model = language == .swift ? ProjectModel(declarations: file.declaredTypes(path: path, generated: false), settings: .defaults) : .empty
        let context = RuleContext(file: file, context: FileContext(path: path, rolePath: path, roles: RoleGlobs.defaults.roles(of: path)), model: model)
        for node in tree.descendants(tree.root) where tree.kind(node).isValue { _ = context.provenance(of: node) }
    }
}

enum FuzzSettings {
    static let language: (Language, Bool) = {
        switch getenv("UMPIRE_FUZZ_LANGUAGE").map({ String(cString: $0) }) ?? "swift" {
        case "typescript": (.typeScript, false)
        case "tsx": (.typeScript, true)
        case "shell": (.shell, false)
        case "plist": (.plist, false)
        default: (.swift, false)
        }
    }()
}
