import Foundation

/// Live Activities cannot load remote images, so country flags are emoji.
enum FlagEmoji {
    private static let overrides: [String: String] = [
        "GB": "🇬🇧",
        "MC": "🇲🇨",
        "AE": "🇦🇪",
    ]

    static func forCountry(_ code: String) -> String {
        if let override = overrides[code] { return override }
        let base: UInt32 = 127397
        let scalars = code.uppercased().unicodeScalars.compactMap { UnicodeScalar(base + $0.value) }
        return String(String.UnicodeScalarView(scalars))
    }
}
