import SwiftUI

final class RankingsService: ObservableObject {
    @Published private(set) var rankings: RankingsResponse?
    @Published private(set) var isLoading = false

    private let baseURL: URL

    init(baseURL: URL = URL(string: "https://api.deuce.app")!) {
        self.baseURL = baseURL
    }

    func load(tour: Tour) {
        isLoading = true
        let url = baseURL.appending(path: "rankings/\(tour.rawValue)")
        DispatchQueue.global(qos: .userInitiated).async {
            let data = try? Data(contentsOf: url)
            let decoded = data.flatMap { try? JSONDecoder.deuce.decode(RankingsResponse.self, from: $0) }
            DispatchQueue.main.async {
                self.rankings = decoded
                self.isLoading = false
            }
        }
    }
}
