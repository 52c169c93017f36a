import SwiftUI

enum GameCardFactory {
    static func card(for game: ScheduleGame, compact: Bool) -> AnyView {
        if compact {
            return AnyView(ScheduleRow(game: game))
        }
        return AnyView(ScheduleRow(game: game).padding(Theme.Spacing.standard))
    }
}
