// Numbers, counts and lists in messages and reports, written one way everywhere.

public enum Wording {
    /// 1234567 → "1,234,567", without Foundation's locale-dependent formatting.
    public static func grouped(_ n: Int) -> String {
        let digits = Array(String(n.magnitude))
        var out = n < 0 ? "-" : ""
        for (k, d) in digits.enumerated() {
            if k > 0, (digits.count - k) % 3 == 0 { out.append(",") }
            out.append(d)
        }
        return out
    }

    /// "1 line", "2 lines", "1,204 files"; `plural` for irregular nouns ("entries").
    public static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
        "\(grouped(n)) \(n == 1 ? noun : plural ?? noun + "s")"
    }

    /// A number with a fixed count of decimals ("0.34"), without locale-dependent formatting.
    public static func decimals(_ value: Double, _ places: Int) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((value * Double(scale)).rounded())
        let sign = scaled < 0 ? "-" : ""
        let whole = abs(scaled) / scale, fraction = abs(scaled) % scale
        guard places > 0 else { return sign + String(whole) }
        let digits = String(fraction)
        return "\(sign)\(whole).\(String(repeating: "0", count: places - digits.count))\(digits)"
    }

    /// ["a"] → "a"; ["a", "b", "c"] → "a, b and c" (or "a, b or c").
    public static func list(_ items: [String], conjunction: String = "and") -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}

extension String {
    /// The string, or `fallback` when it is empty (`""` → `"."` for the current folder).
    package func ifEmpty(_ fallback: String) -> String { isEmpty ? fallback : self }
}
