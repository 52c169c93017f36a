import Foundation

// Identifiable conformances for generated models, kept out of the .generated files
// so the generator can overwrite them freely.

extension RaceHubItem: Identifiable {
    var id: String { raceId }
}

extension StageSummary: Identifiable {
    var id: String { stageId }
}

extension GcRowDisplay: Identifiable {
    var id: String { riderId }
}

extension SprintStanding: Identifiable {
    var id: String { riderId }
}

extension AbandonmentDisplay: Identifiable {
    var id: String { riderId }
}

extension TeamTimeTrialRow: Identifiable {
    var id: String { teamId }
}
