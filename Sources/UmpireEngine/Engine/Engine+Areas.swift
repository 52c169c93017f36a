// Which /verify sections a run really checked. An area none of whose rules judged a file is
// "not checked", with the reason, never a PASS: the change-aware areas without a change, the
// infrastructure area without shell scripts, an area whose rules are all off.

import UmpireCore

extension Engine {
    func areaStatuses(findings: [Finding], enabled: [RuleDescription], stopped: Set<String> = []) -> (areas: [Area], unchecked: [Area: String]) {
        var checked = rules.checkedRuleIDs
        if changes == nil {
            for rule in rules.projectRules where rule.isChangeAware { checked.remove(rule.description.id) }
        } else {
            for rule in rules.projectRules where rule.isChangeAware { checked.insert(rule.description.id) }
        }
        let reported = Set(findings.map(\.area))
        let hasCustom = !rules.configuration.customRules.isEmpty
        let areas = Area.allCases.filter { $0 != .customRules || hasCustom }
        var unchecked: [Area: String] = [:]
        for area in areas where !reported.contains(area) {
            let inArea = enabled.filter { $0.area == area }
            // A rule that gave up judged nothing there: an area of only such rules is no pass.
            let stoppedHere = inArea.filter { stopped.contains($0.id) }
            if !stoppedHere.isEmpty {
                unchecked[area] = stoppedHere.count == inArea.count ? "every rule stopped before it finished (see the notes)"
                    : "\(stoppedHere.count) of \(inArea.count) rules stopped before they finished (see the notes)"
                continue
            }
            guard !inArea.contains(where: { checked.contains($0.id) }) else { continue }
            unchecked[area] = reason(area: area, enabled: inArea)
        }
        return (areas, unchecked)
    }

    private func reason(area: Area, enabled: [RuleDescription]) -> String {
        if enabled.isEmpty { return rules.only != nil ? "left out by --only" : "every rule is off" }
        let changeAware = Set(rules.projectRules.filter(\.isChangeAware).map(\.description.id))
        if changes == nil, enabled.allSatisfy({ changeAware.contains($0.id) }) {
            return "no change given (--staged or --changed-since)"
        }
        let languages = Set(enabled.flatMap(\.languages))
        if languages == [.shell] { return "no shell scripts" }
        if languages == [.typeScript] { return "no backend TypeScript" }
        if languages == [.swift] { return "no app or widget Swift" }
        if languages == [.plist] { return "no Info.plist" }
        return "no files of its kind"
    }
}
