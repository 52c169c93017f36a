import SwiftData
import SwiftUI

@Model final class FavouriteRink {
    var teamId: String
    var addedAt: Date
    init(teamId: String, addedAt: Date = .now) {
        self.teamId = teamId
        self.addedAt = addedAt
    }
}

struct FavouritesView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \FavouriteRink.addedAt) private var favourites: [FavouriteRink]

    var body: some View {
        List {
            ForEach(favourites) { fav in
                Text(fav.teamId)
            }
            .onDelete(perform: remove)
        }
        .overlay {
            if favourites.isEmpty {
                ContentUnavailableView("No favourite rinks yet", systemImage: "star")
            }
        }
        .navigationTitle("\(favourites.count) favourites")
    }

    private func remove(at offsets: IndexSet) {
        offsets.map { favourites[$0] }.forEach(modelContext.delete)
        try? modelContext.save()
    }
}
