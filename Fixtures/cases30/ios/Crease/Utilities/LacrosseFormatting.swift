import Foundation

/// Small helpers shared by the game screens.

func clockString(fromSeconds seconds: Int) -> String {
    String(format: "%d:%02d", seconds / 60, seconds % 60)
}

func quarterOrdinal(_ period: Int) -> String {
    switch period {
    case 1: return "1st"
    case 2: return "2nd"
    case 3: return "3rd"
    case 4: return "4th"
    default: return "OT\(period - 4)"
    }
}

func faceoffPercentText(won: Int, taken: Int) -> String {
    let formatter = NumberFormatter()
    formatter.numberStyle = .percent
    return formatter.string(from: NSNumber(value: Double(won) / Double(max(taken, 1)))) ?? ""
}

func kickoffText(for faceoffDate: Date) -> String {
    faceoffDate.formatted(date: .omitted, time: .shortened)
}

/// Shown in Settings › About. The build number is the app's own constant.
func appVersionLabel(bundle: Bundle = .main) -> String {
    let short = bundle.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "?"
    let build = bundle.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "?"
    return "Version \(short) (\(build))"
}

/// Pull-to-refresh footer: how long ago this device last fetched the schedule.
func refreshedAgoText(since lastFetch: Date, now: Date = .now) -> String {
    lastFetch.formatted(.relative(presentation: .named, unitsStyle: .abbreviated))
}
