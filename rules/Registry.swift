// Every built-in rule: each area folder lists its own rules, and this joins them in /verify order.

@_exported import UmpireAppRules
@_exported import UmpireBackendRules
import UmpireCore

public enum BuiltInRules {
    public static let all: [any Rule.Type] =
        ServerDrivenUIRules.all + BackendTypeScriptRules.all + IOSSwiftRules.all + IOSServicesRules.all
        + LiveActivityRules.all + APNsContractRules.all + WidgetRules.all + SchemaRules.all + CopyAndToneRules.all
        + InfrastructureScriptsRules.all + ArchitectureDecisionsRules.all + SuppressionRules.all
}
