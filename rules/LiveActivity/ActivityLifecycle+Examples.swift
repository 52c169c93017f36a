// Examples for activity-lifecycle.

import UmpireCore
import UmpireRuleSupport

extension ActivityLifecycle {
    @_optimize(none) static var examples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // A restarted activity watched for .ended only; another file handles .dismissed for its own.
            Example("""
                func watch(_ activity: Activity<ScoreActivityAttributes>, matchID: String) async {
                    for await state in activity.↓activityStateUpdates where state == .ended {
                        restarted[matchID] = nil
                    }
                }
                """, path: "ios/CricketApp/Services/ActivityRestorer.swift",
                    companions: [.init(path: "ios/CricketApp/Services/LiveActivityService.swift", code: """
                        func track(_ activity: Activity<ScoreActivityAttributes>) async {
                            for await state in activity.activityStateUpdates {
                                switch state {
                                case .ended, .dismissed: tracked[activity.id] = nil
                                default: break
                                }
                            }
                        }
                        """)]),
            Example("""
                func start(match: MatchSummary) async throws {
                    let activity = try ↓Activity.request(attributes: attributes, content: content, pushType: .token)
                    tracked[match.id] = activity
                }
                """),
            Example("""
                let activity = try ↓Activity<ScoreActivityAttributes>.request(attributes: attributes, content: content)
                for await state in activity.activityStateUpdates where state == .ended {
                    tracked[matchID] = nil
                }
                """),
            Example("""
                func follow(_ match: MatchSummary) async {
                    do {
                        let activity = try ↓Activity<ScoreActivityAttributes>.request(
                            attributes: ScoreActivityAttributes(matchID: match.id),
                            content: ActivityContent(state: match.initialState, staleDate: nil),
                            pushType: wantsPushUpdates ? .token : nil
                        )
                        followed[match.id] = activity
                    } catch {
                        logger.error("Live Activity request failed: \\(error)")
                    }
                }
                """),
            // Three of the four states handled: a dismissed activity stays followed.
            Example("""
                let activity = try ↓Activity.request(attributes: attributes, content: content, pushType: .token)
                Task {
                    for await state in activity.activityStateUpdates {
                        switch state {
                        case .ended: followed[matchID] = nil
                        case .active, .stale: break
                        @unknown default: break
                        }
                    }
                }
                """),
            Example("await activity.↓end(nil, dismissalPolicy: .after(.now + 20 * 60))"),
            Example("await activity.↓end(nil, dismissalPolicy: .immediate)"),
            // The same policy handed to the app's own wrapper, which passes it to end().
            Example("""
                await LiveActivityManager.shared.↓endActivity(
                    fixtureID: fixture.id,
                    finalState: finalState,
                    dismissalPolicy: .after(Date().addingTimeInterval(60 * 5))
                )
                """),
            // The final score gone five minutes after the whistle: the checklist keeps it 15–30.
            Example("""
                let final = ActivityContent(state: result, staleDate: nil)
                await activity.↓end(final, dismissalPolicy: .after(Date().addingTimeInterval(60 * 5)))
                """),
            Example("""
                import ActivityKit

                func unfollow(matchID: String) async {
                    await liveActivities[matchID]?.↓end(nil, dismissalPolicy: .default)
                    liveActivities[matchID] = nil
                }
                """),
            Example("""
                for activity in Activity<ScoreActivityAttributes>.activities where activity.attributes.matchID == matchID {
                    await activity.↓end(nil)
                }
                """),
            // A finished match still gets the default four hours.
            Example("""
                func finish(_ match: MatchSummary, final state: ScoreActivityAttributes.ContentState) async {
                    await activity?.↓end(
                        ActivityContent(state: state, staleDate: nil),
                        dismissalPolicy: match.isAbandoned ? .immediate : .default
                    )
                }
                """),
            Example("await liveActivity?.↓end(ActivityContent(state: finalState, staleDate: nil))"),
            Example("import ActivityKit\n\nawait activity.↓end(dismissalPolicy: .default)"),
            // The default dismissal keeps a finished match on the Lock Screen for up to four hours.
            Example("""
                func finish(with result: ScoreActivityAttributes.ContentState) async {
                    await liveActivity?.↓end(
                        ActivityContent(state: result, staleDate: nil),
                        dismissalPolicy: .default
                    )
                }
                """),
            // A restart requests a fresh activity, reads its token and lets it go: nothing
            // watches this one, though the service observes the activities it restores.
            Example("""
                func restartActivity(attributes: ScoreActivityAttributes, content: ActivityContent<ScoreActivityAttributes.ContentState>) async throws {
                    let replacement = try ↓Activity.request(attributes: attributes, content: content, pushType: .token)
                    if let token = replacement.pushToken { await register(token) }
                }
                func restore() {
                    for activity in Activity<ScoreActivityAttributes>.activities {
                        Task { for await state in activity.activityStateUpdates where state == .dismissed { forget(activity) } }
                    }
                }
                """, path: "ios/CricketApp/LiveActivity/ScoreActivityService.swift"),
            // Ending each stale activity as it stands, with no dismissal policy.
            Example("""
                for stale in Activity<ScoreActivityAttributes>.activities where stale.activityState == .stale {
                    await stale.↓end(stale.content)
                }
                """),
            Example("await scoreTicker?.↓end(ActivityContent(state: finalState, staleDate: nil))",
                    options: ["activityNames": .array((ActivityNames.defaultWords + ["ticker"]).map(JSONValue.string))]),
        ] + requestExamples.triggering,
        nonTriggering: requestExamples.nonTriggering + [
            // A filter that lets .dismissed through too.
            Example("""
                func watch(_ activity: Activity<ScoreActivityAttributes>, matchID: String) async {
                    for await state in activity.activityStateUpdates where state == .ended || state == .dismissed {
                        restarted[matchID] = nil
                    }
                }
                """, path: "ios/CricketApp/Services/ActivityRestorer.swift", trap: .lookAlike),
            Example("""
                let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
                Task {
                    for await state in activity.activityStateUpdates {
                        switch state {
                        case .dismissed, .ended: tracked[matchID] = nil
                        default: break
                        }
                    }
                }
                """),
            Example("await activity.end(ActivityContent(state: result, staleDate: nil), dismissalPolicy: .after(.now + 20 * 60))"),
            // Twenty-five minutes on the clock; a date the app worked out from the match's end.
            Example("""
                await activity.end(final, dismissalPolicy: .after(Date.now.addingTimeInterval(25 * 60)))
                await activity.end(final, dismissalPolicy: .after(dismissalDate.addingTimeInterval(5)))
                """, trap: .lookAlike),
            Example(#"Text("Ended: .after(Date().addingTimeInterval(5))")"#, trap: .inString),
            // The old countdowns ended to make way for the one requested next.
            Example("""
                static func startCountdown(_ content: ActivityContent<RaceAttributes.ContentState>, attributes: RaceAttributes) async throws {
                    for old in Activity<RaceAttributes>.activities { await old.end(nil, dismissalPolicy: .immediate) }
                    let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
                    for await state in activity.activityStateUpdates { handle(state) }
                }
                """, trap: .lookAlike),
            // An unfollow takes the activity down at once, showing what it showed.
            Example("await activity.end(activity.content, dismissalPolicy: .immediate)", trap: .lookAlike),
            Example("await activity.end(finalContent, dismissalPolicy: match.isAbandoned ? .immediate : .after(.now + 20 * 60))",
                    trap: .lookAlike),
            Example("await currentActivity.end(nil, dismissalPolicy: policy)", trap: .lookAlike),
            // The app's own service, whose end takes the match: not ActivityKit's.
            Example("await liveActivities.end(matchId: matchId, reason: .unfollowed)", trap: .lookAlike),
            Example("""
                let activity = try Activity.request(attributes: attributes, content: content)
                for await state in activity.activityStateUpdates { onStateChange(matchID, state) }
                """, trap: .lookAlike),
            Example("let request = URLRequest(url: url)\nlet task = session.request(endpoint)", trap: .lookAlike),
            Example("let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)",
                    path: "ios/CricketApp/LiveActivity/ActivityManager.swift", trap: .lookAlike,
                    companions: [.init(path: "ios/CricketApp/LiveActivity/ActivityMonitor.swift", code: """
                        for await state in activity.activityStateUpdates where state == .dismissed { stopTracking(activity) }
                        """)]),
            Example("innings.end(at: ball)\nsession.end()", trap: .lookAlike),
            // A requested activity handed to the observer, not only read.
            Example("""
                func start(attributes: ScoreActivityAttributes, content: ActivityContent<ScoreActivityAttributes.ContentState>) throws {
                    let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
                    print(activity.id)
                    observe(activity)
                }
                func observe(_ activity: Activity<ScoreActivityAttributes>) {
                    Task { for await state in activity.activityStateUpdates where state == .dismissed { forget(activity) } }
                }
                """, path: "ios/CricketApp/LiveActivity/ScoreActivityService.swift", trap: .lookAlike),
            // Looping over innings, not activities: `end` is the innings'.
            Example("for innings in match.innings where innings.isOpen { innings.end(at: lastBall) }", trap: .lookAlike),
            Example(#"let help = "Activity.request(…) then activity.end(nil)""#, trap: .inString),
            Example("// activity.end(nil) left the live score on the Lock Screen", trap: .inComment),
        ]) }
}
