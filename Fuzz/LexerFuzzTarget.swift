// libFuzzer entry point for the lexers: lexes the input as UMPIRE_FUZZ_LANGUAGE (swift,
// typescript, tsx, shell, plist) and checks the invariants every consumer relies on.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLexer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let (language, jsx) = FuzzSettings.language
    let tokens = Lexer.tokenize(bytes, language: language, jsx: jsx)
    var position = 0
    for token in tokens {
        // In order, contiguous, in bounds: concatenated tokens give back the input.
        precondition(Int(token.start) == position, "gap or overlap at \(position)")
        precondition(token.length > 0, "empty token at \(position)")
        position = token.end
    }
    precondition(position == size, "tokens end at \(position) of \(size)")
    _ = BracketPairs.compute(tokens)
    return 0
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
