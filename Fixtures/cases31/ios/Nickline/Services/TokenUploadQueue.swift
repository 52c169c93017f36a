import Foundation
import os

actor TokenUploadQueue {
    private var pending: [(matchId: String, token: String)] = []
    private let api = NicklineAPIClient.shared
    private let log = Logger(subsystem: "com.nickline.app", category: "token-queue")

    func enqueue(matchId: String, token: String) async {
        for attempt in 1...4 {
            do {
                try await api.postActivityToken(matchId: matchId, token: token)
                return
            } catch {
                log.error("token upload attempt \(attempt) failed")
                try? await Task.sleep(for: .seconds(Double(attempt * attempt)))
            }
        }
        pending.append((matchId, token))
    }
}
