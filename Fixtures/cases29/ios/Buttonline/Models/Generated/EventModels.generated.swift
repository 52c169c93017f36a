// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/event.ts (npm run generate:schemas)

import Foundation

// MARK: - EventDetailResponse
struct EventDetailResponse: Codable, Hashable, Sendable {
    let eventId: String
    let name: String
    let datesLabel: String
    let venueLine: String
    let purseLabel: String?
    let tiebreakNote: String?
}

func makeEventDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
}
