// A string literal's text with where each character sits in the file, so a fix can edit the
// characters a copy rule judged (placeholders have no place: they are code).
import UmpireCore


package enum LiteralBytes {
    /// The literal's text as `literalText` shows it (`{name}` for an interpolation) and, for
    /// each scalar, its byte offset in the file (nil inside a placeholder).
    package static func mapped(_ file: SourceFile, stringStart: Int) -> (scalars: [Unicode.Scalar], offsets: [Int?]) {
        guard let end = file.partner(of: stringStart) else { return ([], []) }
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int?] = []
        var j = stringStart + 1
        while j < end {
            switch file.kind(j) {
            case .stringText:
                var offset = file.tokens[j].start.value
                for scalar in file.text(j).unicodeScalars {
                    scalars.append(scalar)
                    offsets.append(offset)
                    offset += String(scalar).utf8.count
                }
                j += 1
            case .interpolationStart:
                let close = file.partner(of: j) ?? end
                scalars.append("{")
                offsets.append(nil)
                scalars.append("x")
                offsets.append(nil)
                scalars.append("}")
                offsets.append(nil)
                j = close + 1
            default:
                j += 1
            }
        }
        return (scalars, offsets)
    }

    /// An edit replacing scalars `range` of a mapped literal, when every one has a place.
    package static func edit(_ range: Range<Int>, of mapped: (scalars: [Unicode.Scalar], offsets: [Int?]), with text: String) -> TextEdit? {
        guard !range.isEmpty, let first = mapped.offsets[range.lowerBound], let lastStart = mapped.offsets[range.upperBound - 1] else { return nil }
        guard range.allSatisfy({ mapped.offsets[$0] != nil }) else { return nil }
        let end = lastStart + String(mapped.scalars[range.upperBound - 1]).utf8.count
        return TextEdit(start: ByteOffset(first), end: ByteOffset(end), replacement: text)
    }
}
