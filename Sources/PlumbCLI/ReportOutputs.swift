import Foundation
import PlumbSnapshot

/// Writes the machine-readable outputs `verify` was asked for.
struct ReportOutputs {
    var report: String?
    var junit: String?
    var json: String?

    /// Whether any report was asked for (they list every result, passing ones too).
    var wanted: Bool { report != nil || junit != nil || json != nil }

    func write(_ r: VerifyReport) throws {
        if let report {
            try ReportJSON.write(r, to: (report as NSString).appendingPathComponent(ReportJSON.fileName))
            try ReportHTML.write(r, to: report)
        }
        if let junit {
            try ReportFile.write(ReportJUnit.xml(r), to: junit)
        }
        if let json {
            let data = try ReportJSON.encode(r)
            if json == "-" {
                FileHandle.standardOutput.write(data)
                FileHandle.standardOutput.write(Data("\n".utf8))
            } else {
                try ReportFile.write(data, to: json)
            }
        }
    }
}
