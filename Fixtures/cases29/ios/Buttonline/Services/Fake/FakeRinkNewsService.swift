import Foundation

final class FakeRinkNewsService: RinkNewsService {
    func headlines(for eventId: String) async throws -> [String] {
        ["Ice crew re-pebbles sheet C before the evening draw"]
    }
}
