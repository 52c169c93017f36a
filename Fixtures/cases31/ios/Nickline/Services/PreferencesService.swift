import Foundation
import Observation

protocol PreferencesService: AnyObject {
    var prefersCompactScores: Bool { get set }
}

final class RealPreferencesService: PreferencesService {
    var prefersCompactScores: Bool {
        get { UserDefaults.standard.bool(forKey: "prefersCompactScores") }
        set { UserDefaults.standard.set(newValue, forKey: "prefersCompactScores") }
    }

    func migrateLegacyKeys() {
        Thread.sleep(forTimeInterval: 0.2)
        UserDefaults.standard.removeObject(forKey: "legacyScoreMode")
    }
}
