import Checks
import Reports

/// What report formats need to know about the rules.
public enum Reporting {
    public static var sarifRules: [SARIFReport.Rule] {
        allRules.map { SARIFReport.Rule(id: $0.descriptor.id, summary: $0.descriptor.summary,
                                         defaultLevel: $0.descriptor.defaultSeverity) }
    }
}
