// Examples for live-activity-presentations.

import UmpireCore
import UmpireRuleSupport

extension LiveActivityPresentations {
    @_optimize(none) static var examples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            Example("""
                ↓ActivityConfiguration(for: ScoreActivityAttributes.self) { context in
                    ScoreActivityView(context: context)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.bottom) { ExpandedScoreView(state: context.state) }
                    } compactLeading: {
                        Text(context.state.battingTeamCode)
                    } compactTrailing: {
                        Text(context.state.scoreLine)
                    }
                }
                """),
            Example("""
                struct ScoreLiveActivity: Widget {
                    var body: some WidgetConfiguration {
                        ActivityConfiguration(for: ScoreActivityAttributes.self) { context in
                            ScoreActivityView(context: context)
                        } dynamicIsland: { context in
                            DynamicIsland {
                                DynamicIslandExpandedRegion(.center) { ExpandedScoreView(state: context.state) }
                            } compactLeading: {
                                FlagView(code: context.state.battingTeamCode)
                                    .widgetURL(URL(string: "cricket://match/\\(context.attributes.matchID)"))
                            } compactTrailing: {
                                Text(context.state.scoreLine)
                                    .↓widgetURL(URL(string: "cricket://scorecard"))
                            } minimal: {
                                Text(context.state.scoreLine)
                            }
                        }
                        .supplementalActivityFamilies([.small])
                    }
                }
                """),
            // Each compact view wrapped in a Link to another screen.
            Example("""
                ActivityConfiguration(for: ScoreActivityAttributes.self) { context in
                    ScoreActivityView(context: context)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { ExpandedScoreView(state: context.state) }
                    } compactLeading: {
                        Link(destination: DeepLink.match(context.attributes.matchID)) {
                            FlagView(code: context.state.battingTeamCode)
                        }
                    } compactTrailing: {
                        ↓Link(destination: DeepLink.scorecard(context.attributes.matchID)) {
                            Text(context.state.scoreLine)
                        }
                    } minimal: {
                        Text(context.state.scoreLine)
                    }
                }
                .supplementalActivityFamilies([.small])
                """),
            Example("""
                ↓ActivityConfiguration(attributesType: ScoreActivityAttributes.self) { context in
                    ScoreActivityView(context: context)
                }
                """),
            // The minimal view is what fans see when two matches run: a logo alone tells them nothing.
            Example("""
                ActivityConfiguration(for: ScoreActivityAttributes.self) { context in
                    ScoreActivityView(context: context)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.bottom) { ExpandedScoreView(state: context.state) }
                    } compactLeading: {
                        Text(context.state.battingTeamCode)
                    } compactTrailing: {
                        Text(context.state.scoreLine)
                    } minimal: {
                        ↓Image("cricket-ball")
                            .resizable()
                            .scaledToFit()
                    }
                }
                .supplementalActivityFamilies([.small])
                """),
            Example("""
                ActivityConfiguration(for: ScoreActivityAttributes.self) { ctx in
                    ScoreActivityView(context: ctx)
                } dynamicIsland: { ctx in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { ExpandedScoreView(state: ctx.state) }
                    } compactLeading: {
                        Text(ctx.state.battingTeamCode)
                    } compactTrailing: {
                        Text(ctx.state.scoreLine)
                    } minimal: { ↓AppLogoView() }
                }
                .supplementalActivityFamilies([.small])
                """),
            // The two compact sides open URLs kept in constants: the scorecard, not the match.
            Example("""
                struct SightscreenWidgetLiveActivity: Widget {
                    var body: some WidgetConfiguration {
                        ActivityConfiguration(for: LiveActivityAttributes.self) { context in
                            LockScreenView(state: context.state)
                        } dynamicIsland: { context in
                            let matchURL = URL(string: "sightscreen://match/\\(context.attributes.matchId)")
                            let scorecardURL = URL(string: "sightscreen://match/\\(context.attributes.matchId)/scorecard")
                            return DynamicIsland {
                                DynamicIslandExpandedRegion(.bottom) { ExpandedView(state: context.state) }
                            } compactLeading: {
                                TeamFlag(code: context.state.compact.battingTeam).widgetURL(matchURL)
                            } compactTrailing: {
                                Text(context.state.compact.score).↓widgetURL(scorecardURL)
                            } minimal: {
                                Text(context.state.compact.score)
                            }
                        }
                        .supplementalActivityFamilies([.small])
                    }
                }
                """),
            // The app's only configuration, marked for the iOS the app starts from: iOS 18's Watch
            // and CarPlay still want its small family.
            Example("""
                @available(iOS 16.1, *)
                struct ScoreActivityWidget: Widget {
                    var body: some WidgetConfiguration {
                        ↓ActivityConfiguration(for: ScoreActivityAttributes.self) { context in
                            ScoreActivityView(context: context)
                        } dynamicIsland: { context in
                            DynamicIsland {
                                DynamicIslandExpandedRegion(.bottom) { ExpandedScoreView(state: context.state) }
                            } compactLeading: {
                                Text(context.state.battingTeamCode)
                            } compactTrailing: {
                                Text(context.state.scoreLine)
                            } minimal: {
                                Text(context.state.shortScore)
                            }
                        }
                    }
                }
                """),
            // The minimal view drawn by a member of the widget: a logo there is a logo still.
            Example("""
                struct ScoreWidgetLiveActivity: Widget {
                    var body: some WidgetConfiguration {
                        ActivityConfiguration(for: LiveActivityAttributes.self) { context in
                            LockScreenView(state: context.state)
                        } dynamicIsland: { context in
                            DynamicIsland {
                                DynamicIslandExpandedRegion(.bottom) { ExpandedView(state: context.state) }
                            } compactLeading: {
                                Text(context.state.compact.battingTeam)
                            } compactTrailing: {
                                Text(context.state.compact.score)
                            } minimal: {
                                ↓minimalLogo
                            }
                        }
                        .supplementalActivityFamilies([.small])
                    }

                    private var minimalLogo: some View {
                        Image("cricket-ball").resizable().frame(width: 14, height: 14)
                    }
                }
                """),
            // A symbol, and a flag from the attributes fixed at start, are logos too.
            Example("""
                ActivityConfiguration(for: LiveActivityAttributes.self) { context in
                    LockScreenView(state: context.state)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.bottom) { ExpandedView(state: context.state) }
                    } compactLeading: {
                        TeamFlag(code: context.state.compact.battingTeam)
                    } compactTrailing: {
                        Text(context.state.compact.score)
                    } minimal: {
                        ↓Image(systemName: "cricket.ball.fill")
                            .foregroundStyle(Color.ssAmber)
                    }
                }
                .supplementalActivityFamilies([.small])
                """),
            Example("""
                ActivityConfiguration(for: LiveActivityAttributes.self) { context in
                    LockScreenView(state: context.state)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.bottom) { ExpandedView(state: context.state) }
                    } compactLeading: {
                        Text(context.attributes.battingFlag)
                    } compactTrailing: {
                        Text(context.state.compact.score)
                    } minimal: {
                        ↓Text(context.attributes.battingFlag)
                    }
                }
                .supplementalActivityFamilies([.small])
                """),
            // Watch and CarPlay need the small family, not another one.
            Example("""
                ↓ActivityConfiguration(for: LiveActivityAttributes.self) { context in
                    LockScreenView(state: context.state)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.bottom) { ExpandedView(state: context.state) }
                    } compactLeading: {
                        TeamFlag(code: context.state.compact.battingTeam)
                    } compactTrailing: {
                        Text(context.state.compact.score)
                    } minimal: {
                        Text(context.state.compact.score)
                    }
                }
                .supplementalActivityFamilies([.medium])
                """),
        ],
        nonTriggering: [
            // The minimal view drawn by a member that reads the state: the leader, or the score.
            Example("""
                struct ScoreWidgetLiveActivity: Widget {
                    var body: some WidgetConfiguration {
                        ActivityConfiguration(for: LiveActivityAttributes.self) { context in
                            LockScreenView(state: context.state)
                        } dynamicIsland: { context in
                            ScoreIsland(context: context)
                        }
                        .supplementalActivityFamilies([.small])
                    }
                }

                struct ScoreIsland: View {
                    let context: ActivityViewContext<LiveActivityAttributes>
                    var body: some View {
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.bottom) { ExpandedView(state: context.state) }
                        } compactLeading: {
                            Text(context.state.compact.battingTeam)
                        } compactTrailing: {
                            Text(context.state.compact.score)
                        } minimal: {
                            minimalView
                        }
                    }

                    @ViewBuilder private var minimalView: some View {
                        if let leader = context.state.compact.leader {
                            Text(leader.code)
                        } else {
                            Text(context.state.compact.score)
                        }
                    }
                }
                """, trap: .lookAlike),
            // Live data through the closure's own name for the context, or a view given the state.
            Example("""
                ActivityConfiguration(for: ScoreActivityAttributes.self) { ctx in
                    ScoreActivityView(context: ctx)
                } dynamicIsland: { ctx in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { ExpandedScoreView(state: ctx.state) }
                    } compactLeading: {
                        Text(ctx.state.battingTeamCode)
                    } compactTrailing: {
                        Text(ctx.state.scoreLine)
                    } minimal: {
                        MinimalScoreView(state: ctx.state)
                    }
                }
                .supplementalActivityFamilies([.small])
                """, trap: .lookAlike),
            Example("""
                ActivityConfiguration(for: ScoreActivityAttributes.self) { context in
                    ScoreActivityView(context: context)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.bottom) { ExpandedScoreView(state: context.state) }
                    } compactLeading: {
                        FlagView(code: context.state.battingTeamCode).widgetURL(matchURL(context))
                    } compactTrailing: {
                        Text(context.state.scoreLine).widgetURL(matchURL( context ))
                    } minimal: {
                        Text(context.state.shortScore)
                    }
                }
                .supplementalActivityFamilies([.small])
                """),
            Example("""
                ActivityConfiguration(for: ScoreActivityAttributes.self) { context in
                    ScoreActivityView(context: context)
                } dynamicIsland: { context in
                    ScoreIsland.make(context)
                }
                .supplementalActivityFamiliesIfAvailable()
                """, trap: .lookAlike),
            Example("""
                ActivityConfiguration(for: ScoreActivityAttributes.self) { context in
                    ScoreActivityView(context: context)
                } dynamicIsland: { context in
                    island(for: context)
                }
                .supplementalActivityFamilies([.small])

                func island(for context: ActivityViewContext<ScoreActivityAttributes>) -> DynamicIsland {
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.bottom) { ExpandedScoreView(state: context.state) }
                    } compactLeading: {
                        Text(context.state.battingTeamCode)
                    } compactTrailing: {
                        Text(context.state.scoreLine)
                    } minimal: {
                        Text(context.state.shortScore)
                    }
                }
                """, trap: .lookAlike),
            Example("""
                @available(iOS 17.2, *)
                struct ScoreActivityLegacyWidget: Widget {
                    var body: some WidgetConfiguration {
                        ActivityConfiguration(for: ScoreActivityAttributes.self) { context in
                            ScoreActivityView(context: context)
                        } dynamicIsland: { context in
                            DynamicIsland {
                                DynamicIslandExpandedRegion(.bottom) { ExpandedScoreView(state: context.state) }
                            } compactLeading: {
                                Text(context.state.battingTeamCode)
                            } compactTrailing: {
                                Text(context.state.scoreLine)
                            } minimal: {
                                Text(context.state.shortScore)
                            }
                        }
                    }
                }
                """, trap: .lookAlike),
            Example("""
                ActivityConfiguration(for: ScoreActivityAttributes.self) { context in
                    ScoreActivityView(context: context)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.leading) { TeamBadge(code: context.state.battingTeamCode) }
                        DynamicIslandExpandedRegion(.bottom) { ExpandedScoreView(state: context.state) }
                    } compactLeading: {
                        Text(context.state.battingTeamCode)
                    } compactTrailing: {
                        Text(context.state.scoreLine)
                    } minimal: {
                        Text(context.state.shortScore)
                    }
                }
                """, trap: .lookAlike, options: ["required": .array(["lockScreen", "compactLeading", "compactTrailing", "minimal", "expanded"]
                    .map(JSONValue.string))]),
            // One URL for both sides; the minimal view given the whole context.
            Example("""
                ActivityConfiguration(for: LiveActivityAttributes.self) { context in
                    LockScreenView(state: context.state)
                } dynamicIsland: { context in
                    let matchURL = URL(string: "sightscreen://match/\\(context.attributes.matchId)")
                    return DynamicIsland {
                        DynamicIslandExpandedRegion(.bottom) { ExpandedView(state: context.state) }
                    } compactLeading: {
                        Text(context.attributes.battingFlag).widgetURL(matchURL)
                    } compactTrailing: {
                        Text(context.state.compact.score).widgetURL(matchURL)
                    } minimal: {
                        MinimalScoreView(context: context)
                    }
                }
                .supplementalActivityFamilies([.small])
                """, trap: .lookAlike),
            Example("""
                StaticConfiguration(kind: kind, provider: FixturesProvider()) { entry in
                    FixturesWidgetView(entry: entry)
                }
                """, trap: .lookAlike),
            Example(#"Text("ActivityConfiguration(for:) needs a minimal: closure")"#, trap: .inString),
            Example("// ActivityConfiguration(attributesType: ScoreActivityAttributes.self) { … }", trap: .inComment),
        ]) }
}
