// Examples for generated-file-header.

import UmpireCore
import UmpireRuleSupport

extension GeneratedFileHeader {
    static let header = "// This file was generated from JSON Schema using quicktype, do not modify it directly.\n"

    @_optimize(none) static var examples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            Example("""
                ↓import Foundation

                struct LiveActivityDisplayState: Codable, Hashable, Sendable {
                    let scoreLine: String
                }
                """, path: path),
            Example("""
                //  LiveActivityModels.generated.swift
                //  CricketApp — tweaked by hand
                ↓import Foundation
                """, path: path),
            Example(header + """
                import Foundation

                struct LiveActivityDisplayState: Codable, Hashable, Sendable {
                    let scoreLine: String
                    let phase: MatchPhase
                    ↓var isLive: Bool { phase == .live }
                }
                """, path: path),
            Example(header + """
                import Foundation

                extension LiveActivityDisplayState {
                    init(data: Data) throws {
                        self = try newJSONDecoder().decode(LiveActivityDisplayState.self, from: data)
                    }
                    ↓init(summary: MatchSummary) {
                        self.init(scoreLine: summary.scoreLine, phase: .live)
                    }
                    func jsonData() throws -> Data {
                        return try newJSONEncoder().encode(self)
                    }
                    ↓func headline() -> String { scoreLine.uppercased() }
                    static ↓let preview = LiveActivityDisplayState(scoreLine: "87/6", phase: .live)
                }

                ↓let sharedDecoder = JSONDecoder()
                """, path: path),
            // A convenience initializer in an extension of its own: quicktype writes none there.
            Example(header + """
                import Foundation

                struct RegisterActivityTokenRequest: Codable, Hashable, Sendable {
                    let matchID: String
                    let token: String
                    let previousToken: String?
                }

                ↓extension RegisterActivityTokenRequest {
                    init(matchID: String, firstToken token: String) {
                        self.init(matchID: matchID, token: token, previousToken: nil)
                    }
                }
                """, path: "ios/Sightscreen/Models/DeviceModels.generated.swift"),
            // Conformances and operators added by hand to the hub models.
            Example(header + """
                import Foundation

                struct MatchItem: Codable, Hashable, Sendable {
                    let matchID: String
                    let league: String
                }

                ↓extension MatchItem: Identifiable {
                    var id: String { matchID }
                }
                """, path: "ios/Sightscreen/Models/HubAPIModels.generated.swift"),
            Example(header + """
                import Foundation

                struct LeagueGroup: Codable, Hashable, Sendable {
                    let league: String
                    let matches: [MatchItem]

                    static ↓func == (lhs: LeagueGroup, rhs: LeagueGroup) -> Bool { lhs.league == rhs.league }
                    ↓subscript(matchID: String) -> MatchItem? { matches.first { $0.matchID == matchID } }
                }
                """, path: "ios/Sightscreen/Models/HubAPIModels.generated.swift"),
            // The team's generator stamps its command; a quicktype run by hand does not.
            Example(header + """
                ↓import Foundation

                struct WicketEvent: Codable, Hashable, Sendable {
                    let batter: String
                    let howOut: String
                }
                """, path: "ios/CricketApp/Models/WicketModels.generated.swift",
                options: ["headerMarkers": .array([.string("generated"), .string("do not"), .string("generate:schemas")])]),
        ],
        nonTriggering: [
            Example(header + """
                // To parse the JSON, add this file to your project and do:
                //
                //   let followResponse = try FollowResponse(json)

                import Foundation

                // MARK: - FollowResponse
                struct FollowResponse: Codable, Hashable, Sendable {
                    let matchID: String
                    let status: FollowStatus

                    enum CodingKeys: String, CodingKey {
                        case matchID = "match_id"
                        case status
                    }
                }

                enum FollowStatus: String, Codable, Hashable, Sendable {
                    case following
                    case notFollowing = "not_following"
                }

                // MARK: FollowResponse convenience initializers and mutators

                extension FollowResponse {
                    init(data: Data) throws {
                        self = try newJSONDecoder().decode(FollowResponse.self, from: data)
                    }

                    init(_ json: String, using encoding: String.Encoding = .utf8) throws {
                        guard let data = json.data(using: encoding) else {
                            throw NSError(domain: "JSONDecoding", code: 0, userInfo: nil)
                        }
                        try self.init(data: data)
                    }

                    init(fromURL url: URL) throws {
                        try self.init(data: try Data(contentsOf: url))
                    }

                    func with(matchID: String? = nil, status: FollowStatus? = nil) -> FollowResponse {
                        return FollowResponse(matchID: matchID ?? self.matchID, status: status ?? self.status)
                    }

                    func jsonData() throws -> Data {
                        return try newJSONEncoder().encode(self)
                    }

                    func jsonString(encoding: String.Encoding = .utf8) throws -> String? {
                        return String(data: try self.jsonData(), encoding: encoding)
                    }
                }

                // MARK: - Helper functions for creating encoders and decoders

                func newJSONDecoder() -> JSONDecoder {
                    let decoder = JSONDecoder()
                    decoder.dateDecodingStrategy = .iso8601
                    return decoder
                }

                func newJSONEncoder() -> JSONEncoder {
                    let encoder = JSONEncoder()
                    encoder.dateEncodingStrategy = .iso8601
                    return encoder
                }
                """, path: "ios/CricketApp/Models/FollowModels.generated.swift"),
            Example(header + """
                import Foundation

                enum BallOutcome: Codable, Hashable, Sendable {
                    case integer(Int)
                    case string(String)

                    init(from decoder: Decoder) throws {
                        let container = try decoder.singleValueContainer()
                        if let x = try? container.decode(Int.self) { self = .integer(x); return }
                        self = .string(try container.decode(String.self))
                    }

                    func encode(to encoder: Encoder) throws {
                        var container = encoder.singleValueContainer()
                        switch self {
                        case .integer(let x): try container.encode(x)
                        case .string(let x): try container.encode(x)
                        }
                    }
                }

                class JSONNull: Codable, Hashable {
                    public static func == (lhs: JSONNull, rhs: JSONNull) -> Bool { return true }
                    public func hash(into hasher: inout Hasher) { hasher.combine(0) }
                    public init() {}
                }

                class JSONCodingKey: CodingKey {
                    let key: String
                    required init?(intValue: Int) { return nil }
                    required init?(stringValue: String) { key = stringValue }
                    var intValue: Int? { return nil }
                    var stringValue: String { return key }
                }

                class Innings: Codable {
                    let runs: Int
                    let wickets: Int
                    init(runs: Int, wickets: Int) {
                        self.runs = runs
                        self.wickets = wickets
                    }
                }
                """, path: path, trap: .lookAlike),
            Example("""
                /*
                 * GENERATED by npm run generate:schemas. Do NOT edit.
                 */
                import Foundation
                struct MatchItem: Codable, Hashable, Sendable {
                    let phase: MatchPhase // var isLive: Bool { phase == .live } lives in MatchItem+Display.swift
                }
                """, path: path, trap: .inComment),
            Example("""
                // Generated by quicktype; do not edit.
                struct MatchItem: Codable, Hashable, Sendable {
                    let note: String
                    enum CodingKeys: String, CodingKey {
                        case note = "func headline() -> String"
                    }
                }
                """, path: path, trap: .inString),
            // The generator's template also writes a dictionary round trip and a date helper type.
            Example(header + """
                import Foundation

                extension FollowResponse {
                    func jsonDictionary() throws -> [String: Any] {
                        return try JSONSerialization.jsonObject(with: jsonData()) as? [String: Any] ?? [:]
                    }
                }
                """, path: "ios/CricketApp/Models/FollowModels.generated.swift", trap: .lookAlike,
                options: ["helperFunctions": .array(["with", "jsonData", "jsonString", "jsonDictionary"].map(JSONValue.string))]),
            Example(header + """
                import Foundation

                extension FollowResponse {
                    init(dictionary: [String: Any]) throws {
                        try self.init(data: try JSONSerialization.data(withJSONObject: dictionary))
                    }
                }
                """, path: "ios/CricketApp/Models/FollowModels.generated.swift", trap: .lookAlike,
                options: ["helperInitializers": .array(["data", "json", "fromURL", "from", "dictionary"].map(JSONValue.string))]),
            Example(header + """
                import Foundation

                enum ISODate {
                    static let formatter = ISO8601DateFormatter()
                    static func parse(_ text: String) -> Date? { formatter.date(from: text) }
                }
                """, path: "ios/CricketApp/Models/FixtureModels.generated.swift", trap: .lookAlike,
                options: ["helperTypes": .array(["JSONNull", "JSONAny", "JSONCodingKey", "ISODate"].map(JSONValue.string))]),
            Example("extension MatchItem {\n    var isLive: Bool { phase == .live }\n}",
                    path: "ios/CricketApp/Models/MatchItem+Display.swift", trap: .lookAlike),
            Example("import Foundation\nstruct SchemaGenerator {}", path: "ios/CricketApp/Models/SchemaGenerator.swift", trap: .lookAlike),
        ]) }
}
