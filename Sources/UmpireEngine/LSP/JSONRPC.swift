// JSON-RPC 2.0 as LSP uses it: requests, notifications and responses, and the error codes.

import UmpireCore

public enum RPCErrorCode: Int, Sendable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
    case requestCancelled = -32800
}

/// One message from the client, classified.
enum IncomingMessage: Sendable {
    case request(id: JSONValue, method: String, params: JSONValue)
    case notification(method: String, params: JSONValue)
    /// The client's answer to a request the server sent.
    case response(id: JSONValue, error: JSONValue?)
    /// Not a message the protocol allows; answered with this error (the id is null when none
    /// could be read).
    case invalid(id: JSONValue, code: RPCErrorCode, reason: String)

    static func parse(_ body: [UInt8]) -> IncomingMessage {
        let json: JSONValue
        do {
            json = try JSONCParser.parse(String(decoding: body, as: UTF8.self))
        } catch {
            return .invalid(id: .null, code: .parseError, reason: "the message is not JSON: \(error)")
        }
        guard case .object = json else {
            return .invalid(id: .null, code: .invalidRequest, reason: "a message is a JSON object (batches are not part of LSP)")
        }
        let id = json["id"]
        if let id, !Self.isValidID(id) {
            return .invalid(id: .null, code: .invalidRequest, reason: "`id` is a number or a string")
        }
        let params = json["params"] ?? .null
        switch json["method"] {
        case let .string(method)?:
            switch params {
            case .object, .array, .null: break
            default: return .invalid(id: id ?? .null, code: .invalidRequest, reason: "`params` is an object or an array")
            }
            if let id, id != .null { return .request(id: id, method: method, params: params) }
            return .notification(method: method, params: params)
        case nil:
            if let id, id != .null, json["result"] != nil || json["error"] != nil {
                return .response(id: id, error: json["error"])
            }
            return .invalid(id: id ?? .null, code: .invalidRequest, reason: "a message has a `method`, or is a response with `result` or `error`")
        default:
            return .invalid(id: id ?? .null, code: .invalidRequest, reason: "`method` is a string")
        }
    }

    private static func isValidID(_ id: JSONValue) -> Bool {
        switch id {
        case .string, .null: true
        case .number: id.int != nil
        default: false
        }
    }
}

enum RPC {
    static func response(id: JSONValue, result: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    static func error(id: JSONValue, _ code: RPCErrorCode, _ message: String) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "error": ["code": JSONValue(code.rawValue), "message": .string(message)]]
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    static func request(id: JSONValue, _ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "method": .string(method), "params": params]
    }
}
