import Foundation
import PlumbModel

/// `report.json`: the machine-readable form of a `VerifyReport`, written by `verify --report`
/// and read back by `merge-reports`. Stable bytes: keys sorted, pretty-printed, results in
/// snapshot-name order, so two runs with the same results give identical files.
public enum ReportJSON {
    /// The file's name inside a report directory.
    public static let fileName = "report.json"

    /// The report as JSON, ending with a newline.
    public static func encode(_ report: VerifyReport) throws -> Data {
        let encoder = JSONEncoder()
        // Slashes unescaped: image paths and node paths stay readable in a diff of two reports.
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(report)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Reads a report. A malformed one is a `PlumbError` naming `file` (when given) and saying
    /// what is wrong and where, e.g. `results[3].status: unknown value "flaky"`. Results are
    /// re-sorted, so a hand-edited file still renders in a stable order.
    public static func decode(_ data: Data, file: String? = nil) throws -> VerifyReport {
        let location = file.map(SourceLocation.file)
        let decoded: VerifyReport
        do {
            decoded = try JSONDecoder().decode(VerifyReport.self, from: data)
        } catch let error as DecodingError {
            throw PlumbError("malformed report: \(describe(error))", at: location)
        } catch {
            throw PlumbError("malformed report: \(error.localizedDescription)", at: location)
        }
        return VerifyReport(results: decoded.results, shard: decoded.shard, engineVersion: decoded.engineVersion)
    }

    /// The largest report.json `merge-reports` reads: ~50 times a 20,000-snapshot report that
    /// lists every result with its causes and regions.
    public static let maxFileBytes = 256 << 20

    /// Reads and decodes `path`; a missing, irregular or oversized file is a `PlumbError`
    /// naming it, refused before it is read (reports are input: CI artifacts, editable).
    public static func read(path: String) throws -> VerifyReport {
        var st = stat()
        guard stat(path, &st) == 0 else {
            throw PlumbError("cannot read report (missing or unreadable)", at: .file(path))
        }
        let data = try BoundedFile.read(path, limit: maxFileBytes, limitName: "report-size")
        return try decode(data, file: path)
    }

    /// Encodes `report` and writes it to `path` atomically.
    public static func write(_ report: VerifyReport, to path: String) throws {
        try ReportFile.write(encode(report), to: path)
    }

    /// A Swift type as the JSON value a user would write (`Array<Any>` → `an array`).
    static func jsonKind(_ type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Array") { return "an array" }
        if name.hasPrefix("Dictionary") { return "an object" }
        switch name {
        case "String": return "a string"
        case "Int", "Double", "Float": return "a number"
        case "Bool": return "true or false"
        default: return name
        }
    }

    /// One line for a decoding error: the JSON path of the bad value, then what was wrong.
    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [CodingKey]) -> String {
            var out = ""
            for key in keys {
                if let i = key.intValue { out += "[\(i)]" } else { out += (out.isEmpty ? "" : ".") + key.stringValue }
            }
            return out.isEmpty ? "top level" : out
        }
        switch error {
        case .typeMismatch(let type, let c):
            return "\(path(c.codingPath)): expected \(jsonKind(type))"
        case .valueNotFound(let type, let c):
            return "\(path(c.codingPath)): expected \(jsonKind(type)), found null"
        case .keyNotFound(let key, let c):
            return "\(path(c.codingPath + [key])): missing"
        case .dataCorrupted(let c):
            // Foundation's text for invalid JSON carries an underlying error; keep one line.
            let detail = c.debugDescription.split(whereSeparator: \.isNewline).first.map(String.init) ?? "invalid"
            return c.codingPath.isEmpty ? "not valid JSON (\(detail))" : "\(path(c.codingPath)): \(detail)"
        @unknown default:
            return "\(error)"
        }
    }
}
