/// os's `Logger` (`Logger(subsystem:category:)`, `Logger()`): view models and helpers log as they
/// work, which changes nothing a preview shows, so a logger is made and every message it is
/// given (`debug`, `info`, `notice`, `log`, `warning`, `error`, `critical`, `fault`, `trace`) is
/// accepted and goes nowhere — exactly what the picture sees of it.
enum OSLogBinding {
    static let typeNames: Set<String> = ["Logger"]

    /// A logger; its subsystem and category, kept for `"\(logger)"`-style reads.
    struct Logger: Hashable {
        var subsystem = ""
        var category = ""
    }

    static let levels: Set<String> = ["debug", "info", "notice", "log", "warning", "error", "critical", "fault", "trace"]

    static func construct(_ name: String, _ args: [Argument]) -> SwiftValue? {
        guard name == "Logger" else { return nil }
        var logger = Logger()
        for a in args {
            guard case .string(let s) = a.value else { continue }
            if a.label == "subsystem" { logger.subsystem = s }
            if a.label == "category" { logger.category = s }
        }
        return .native(AnyHashable(logger))
    }

    static func method(_ receiver: SwiftValue, _ name: String) -> SwiftValue? {
        guard case .native(let n) = receiver, n.base is Logger, levels.contains(name) else { return nil }
        return .void
    }
}
