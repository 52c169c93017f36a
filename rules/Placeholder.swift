import UmpireCore
public enum BuiltInRules { public static let all: [any Rule.Type] = [] }
