// UTF-8 validation without building a String: every file is checked, and most are ASCII.

package enum UTF8Validation {
    /// Whether `bytes` is well-formed UTF-8 (no overlong forms, surrogates or values past U+10FFFF).
    package static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return true }
        var i = 0
        while i < count {
            // Thirty-two ASCII bytes at a time, then eight: the common case in source code.
            if i + 32 <= count {
                let raw = UnsafeRawPointer(base + i)
                let any = raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                if any & 0x8080_8080_8080_8080 == 0 {
                    i += 32
                    continue
                }
            }
            if i + 8 <= count {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    i += 8
                    continue
                }
            }
            let lead = base[i]
            if lead < 0x80 {
                i += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return false
            }
            guard i + length <= count else { return false }
            // The second byte carries the range limits that rule out overlong forms and surrogates.
            guard base[i + 1] >= lower, base[i + 1] <= upper else { return false }
            for k in 2..<length where base[i + k] & 0xC0 != 0x80 { return false }
            i += length
        }
        return true
    }
}
