// Escaping for every output format, in one place, so no file content can break a report.

import UmpireCore

enum Escape {
    /// Lets no file drive the terminal or the page that shows a report: control characters
    /// (C0, DEL, C1 such as the 8-bit CSI, ESC among them) and the bidirectional overrides that
    /// can reorder what a reviewer sees ("Trojan Source") are shown as escapes; a tab as a
    /// space. `keepingLineBreaks` leaves CR and LF to the format's own escaping.
    static func visible(_ text: String, keepingLineBreaks: Bool = false) -> String {
        // 0xC2 leads U+0080…U+00BF (the C1 controls among them), 0xE2 leads U+2000…U+2FFF.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if keepingLineBreaks, scalar == "\n" || scalar == "\r" {
                out.unicodeScalars.append(scalar)
            } else if v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) {
                out += scalar == "\t" ? " " : "\\u{\(String(v, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// XML 1.0 text and attribute values; characters XML cannot carry become U+FFFD.
    static func xml(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                let v = scalar.value
                if v < 0x20 || (0xFFFE...0xFFFF).contains(v) {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A relative path as a URI reference: each segment percent-encoded, slashes kept.
    static func uriPath(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }

    /// GitHub workflow command data (the message): `%`, CR and LF; controls and bidirectional
    /// overrides made visible, as the runner's log would otherwise obey them.
    static func githubData(_ text: String) -> String {
        var out = ""
        for scalar in visible(text, keepingLineBreaks: true).unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// GitHub workflow command property values: also `:` and `,`, which delimit properties.
    static func githubProperty(_ text: String) -> String {
        var out = ""
        for scalar in githubData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Markdown inline text: characters that would start formatting, links, HTML or table cells,
    /// and `@name`, which GitHub would turn into a mention that notifies whoever has the name
    /// (a copy string's `@icecube`, a path's `@types`). A backslash or `&#64;` still mentions:
    /// GitHub finds mentions in the rendered text. An empty comment after the `@` renders as
    /// nothing and splits the mention, leaving no invisible character in copied text.
    static func markdown(_ text: String) -> String {
        var out = ""
        var mentionable = false
        for scalar in visible(text, keepingLineBreaks: true).unicodeScalars {
            if mentionable, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) { out += "<!-- -->" }
            mentionable = scalar == "@"
            switch scalar {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "~":
                out += "\\"
                out.unicodeScalars.append(scalar)
            case "\n", "\r": out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
