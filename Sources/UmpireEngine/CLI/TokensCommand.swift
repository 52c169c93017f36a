// `umpire tokens FILE`: the lexer's view of a file, for debugging rules and the lexer oracle.

import UmpireCore

public enum TokensCommand {
    public static func render(_ file: SourceFile) -> String {
        var out = "["
        out.reserveCapacity(file.tokens.count * 72)
        var first = true
        var line = 1
        var lineStart = 0
        var column = 1
        var scanned = 0
        for token in file.tokens {
            // Walk forward once, so the whole dump stays linear in the file size.
            let start = token.start.value
            while scanned < start {
                let b = file.bytes[scanned]
                if b == ASCII.lf || (b == ASCII.cr && (scanned + 1 >= file.bytes.count || file.bytes[scanned + 1] != ASCII.lf)) {
                    line += 1
                    lineStart = scanned + 1
                    column = 1
                } else if scanned >= lineStart, b & 0xC0 != 0x80 {
                    column += 1
                }
                scanned += 1
            }
            out += first ? "\n" : ",\n"
            first = false
            out += "{\"kind\":\"\(token.kind.jsonName)\",\"start\":\(start),\"end\":\(token.end),\"line\":\(line),\"column\":\(column)}"
        }
        return out + (first ? "]\n" : "\n]\n")
    }
}
