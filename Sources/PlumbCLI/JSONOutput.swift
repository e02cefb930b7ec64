import Foundation

/// `--json FILE|-` of the commands that list what they did: pretty, sorted keys, a final newline;
/// `-` writes to standard output (which then holds only the JSON).
enum JSONOutput {
    static func write<T: Encodable>(_ value: T, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(0x0A)
        if path == "-" { FileHandle.standardOutput.write(data) } else { try data.write(to: URL(fileURLWithPath: path)) }
    }
}
