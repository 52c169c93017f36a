// Examples for client-side-formatting around text that only a developer reads: an error's
// description built in a widget's network code.

import UmpireCore
import UmpireRuleSupport

extension ClientSideFormatting {
    static let developerTextExamples: (triggering: [Example], nonTriggering: [Example]) = (
        triggering: [],
        nonTriggering: [
            // A decoding failure described for the log, with the backend's key in it.
            Example("""
                struct ScoresClient {
                    func describe(_ failure: DecodingError, state: LiveActivityDisplayState) -> ScoresError {
                        var reason = failure.localizedDescription
                        if case let .keyNotFound(key, context) = failure {
                            reason = "\\(context.debugDescription) (key: \\(key.stringValue), \\(state.battingTeamCode) \\(state.runs))"
                        }
                        return ScoresError.decoding(reason)
                    }
                }
                """, path: "ios/CricketWidget/Network/ScoresClient.swift", trap: .lookAlike, companions: [ExampleModels.liveActivityState]),
        ])
}
