import SwiftData
import SwiftUI

@Model
final class RecentSearch {
    var query: String
    var createdAt: Date
    init(query: String, createdAt: Date = .now) {
        self.query = query
        self.createdAt = createdAt
    }
}

struct RecentSearchesView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \RecentSearch.createdAt, order: .reverse) private var searches: [RecentSearch]
    @State private var query = ""

    var body: some View {
        List {
            TextField("Search teams", text: $query)
                .onSubmit {
                    modelContext.insert(RecentSearch(query: query))
                    try? modelContext.save()
                }
            ForEach(searches.prefix(10)) { search in
                Text(search.query)
            }
        }
    }
}
