// Copy as a fan reads it: placeholders filled with likely values (where the lock screen cuts
// it off is `CopyLimits`). A reviewer judges "Smith departs for 54 (38)", not "{batter.name} departs…".

public enum CopySamples {
    /// Sample values by the last word of a placeholder's name (`{batter.name}` → `name` of a
    /// `batter` → Smith; `{team}` → India). Cricket's own nouns first, then generic ones.
    static let values: [(words: [String], value: String)] = [
        (["batter", "batsman", "striker", "player", "nonstriker"], "Smith"),
        (["bowler", "spinner", "seamer"], "Anderson"),
        (["fielder", "catcher", "keeper", "captain"], "Root"),
        (["hometeam", "home", "team", "batting", "side", "country", "winner", "leader"], "India"),
        (["awayteam", "away", "opponent", "opposition", "bowlingteam", "fielding", "loser"], "Australia"),
        (["runs", "score", "total"], "54"),
        (["balls", "deliveries"], "38"),
        (["wickets", "wkts", "wicket"], "3"),
        (["overs", "over"], "14.2"),
        (["fours"], "6"), (["sixes"], "2"),
        (["target"], "241"),
        (["need", "needed", "required", "remaining", "togo"], "24"),
        (["rate", "runrate", "rr", "rrr", "crr", "economy"], "7.4"),
        (["figures"], "3/41"),
        (["venue", "ground", "stadium"], "Lord's"),
        (["city"], "London"),
        (["time", "resumesat", "startsat", "at"], "3:40pm"),
        (["date", "day"], "Sat 14 Jun"),
        (["minutes", "mins"], "20"),
        (["innings"], "2nd"),
        (["margin"], "5 wickets"),
        (["match", "fixture", "title"], "India v Australia"),
        (["series", "competition", "tournament", "league"], "Border-Gavaskar Trophy"),
        (["name", "user", "fan", "username", "firstname"], "Sam"),
        (["count", "number", "n", "total", "amount"], "3"),
        (["percent", "pct", "percentage"], "64"),
    ]

    /// `{batter.name}` → the value for `batter` (a person's name), `{team}` → India; the second
    /// team placeholder in one text becomes Australia.
    @_optimize(none)
    public static func fill(_ text: String) -> String {
        guard text.contains("{") else { return text }
        var out = ""
        var placeholder = ""
        var inside = false
        var teams = 0
        for ch in text {
            if ch == "{", !inside { inside = true; placeholder = ""; continue }
            if ch == "}", inside {
                inside = false
                if var value = value(for: placeholder) {
                    if value == "India" { teams += 1; if teams == 2 { value = "Australia" } }
                    out += value
                } else {
                    out += "{\(placeholder)}"
                }
                continue
            }
            if inside { placeholder.append(ch) } else { out.append(ch) }
        }
        if inside { out += "{" + placeholder }
        return out
    }

    @_optimize(none)
    static func value(for placeholder: String) -> String? {
        let parts = placeholder.split(separator: ".").map { $0.lowercased().filter(\.isLetter) }
        guard let last = parts.last else { return nil }
        // `batter.name` is the batter's name; `batter.runs` their runs.
        let word = last == "name" || last == "shortname" || last == "displayname" ? parts.dropLast().last ?? last : last
        return values.first { $0.words.contains(word) }?.value ?? values.first { $0.words.contains(last) }?.value
    }
}
