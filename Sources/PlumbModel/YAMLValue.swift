import Yams

/// A YAML tree with a source location on every value. Plumb's own representation, so Yams
/// stays confined to this file and later stages (prop substitution, spec parsing) work on
/// plain values.
public enum YAMLValue: Sendable {
    /// A scalar's text; `quoted` is true for '…' / "…" scalars, which are never numbers.
    case scalar(String, quoted: Bool, SourceLocation)
    case mapping([(key: YAMLValue, value: YAMLValue)], SourceLocation)
    case sequence([YAMLValue], SourceLocation)

    public var location: SourceLocation {
        switch self {
        case .scalar(_, _, let l), .mapping(_, let l), .sequence(_, let l): return l
        }
    }

    /// The scalar's text, or nil for a mapping or sequence.
    public var string: String? {
        if case .scalar(let s, _, _) = self { return s }
        return nil
    }

    /// A short name of the value's shape for "expected X, found Y" messages.
    public var shapeName: String {
        switch self {
        case .scalar(let s, _, _): return s.isEmpty ? "an empty value" : "'\(s)'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }

    /// Mapping entries keyed by string, in document order; nil when not a mapping.
    public var entries: [(key: String, keyLocation: SourceLocation, value: YAMLValue)]? {
        guard case .mapping(let pairs, _) = self else { return nil }
        return pairs.map { ($0.key.string ?? "", $0.key.location, $0.value) }
    }

    /// The value for `key` in a mapping.
    public subscript(key: String) -> YAMLValue? {
        guard case .mapping(let pairs, _) = self else { return nil }
        return pairs.first { $0.key.string == key }?.value
    }
}

/// Reads YAML text into `YAMLValue`s, turning every Yams failure into a located `PlumbError`.
public struct YAMLReader: Sendable {
    public init() {}

    /// Parses a whole file. A missing file, a syntax error or a hostile document throws.
    public func read(file path: String) throws -> YAMLValue {
        let text = try FileText.read(path)
        return try parse(text, file: path)
    }

    /// Parses YAML `text`; locations name `file`.
    public func parse(_ text: String, file: String) throws -> YAMLValue {
        // Inputs larger than this are refused before parsing (specs are a few KiB).
        guard text.utf8.count <= Limits.fileBytes else {
            throw PlumbError.overLimit("file of \(PlumbError.grouped(text.utf8.count)) bytes", "file-size", Limits.fileBytes,
                                       unit: " bytes", at: .file(file))
        }
        let node: Node?
        do {
            // The basic resolver tags every plain scalar `str` without matching it against
            // Yams' int/float/bool/timestamp regular expressions: Plumb reads scalars itself
            // (ValueParsing), and those regexes were most of the time of loading a system.
            // UTF-8 given, not Yams' `.default`: that one reads the whole process environment
            // on every call (7 % of loading 2,500 specs) and prints to stdout when
            // YAMS_DEFAULT_ENCODING is set.
            node = try Yams.compose(yaml: text, .basic, .default, .utf8)
        } catch let error as YamlError {
            throw Self.explainCommentedColour(Self.translate(error, file: file), text: text)
        } catch {
            throw PlumbError("cannot parse YAML: \(error)", at: .file(file))
        }
        guard let node else { throw PlumbError("the file is empty", at: .file(file)) }
        // Expanded values guard against alias bombs; depth guards the recursive stages after parsing.
        var budget = Limits.yamlValues
        return try convert(node, file: file, depth: 0, budget: &budget)
    }

    private func convert(_ node: Node, file: String, depth: Int, budget: inout Int) throws -> YAMLValue {
        budget -= 1
        let loc = Self.location(node.mark, file: file)
        guard budget >= 0 else {
            throw PlumbError.overLimit("a document of more than \(PlumbError.grouped(Limits.yamlValues)) values (alias bomb?)",
                                       "YAML-values", Limits.yamlValues, at: loc)
        }
        guard depth <= Limits.yamlDepth else {
            throw PlumbError.overLimit("nesting of \(depth + 1) levels", "YAML-nesting", Limits.yamlDepth, unit: " levels", at: loc)
        }
        switch node {
        case .scalar(let s):
            let quoted = s.style == .singleQuoted || s.style == .doubleQuoted
            return .scalar(s.string, quoted: quoted, loc)
        case .mapping(let m):
            // Exact capacity: the tree lives as long as the system (appending grew the arrays
            // to up to twice their size, which a 2,500-component system kept).
            var pairs: [(key: YAMLValue, value: YAMLValue)] = []
            pairs.reserveCapacity(m.count)
            var seen: Set<String> = []
            for (k, v) in m {
                let key = try convert(k, file: file, depth: depth + 1, budget: &budget)
                if let name = key.string, !seen.insert(name).inserted {
                    throw PlumbError("duplicate key '\(name)'", at: key.location)
                }
                pairs.append((key, try convert(v, file: file, depth: depth + 1, budget: &budget)))
            }
            return .mapping(pairs, loc)
        case .sequence(let s):
            var items: [YAMLValue] = []
            items.reserveCapacity(s.count)
            for v in s { items.append(try convert(v, file: file, depth: depth + 1, budget: &budget)) }
            return .sequence(items, loc)
        case .alias(let a):
            throw PlumbError("YAML aliases are not supported", at: Self.location(a.mark, file: file))
        }
    }

    static func location(_ mark: Mark?, file: String) -> SourceLocation {
        SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    /// A syntax error caused by a colour written unquoted inside `{…}` or `[…]` (the comment
    /// hides the closing bracket) is reported at the `#`, with the quoted spelling.
    static func explainCommentedColour(_ error: PlumbError, text: String) -> PlumbError {
        guard let loc = error.location,
              let (line, c) = CommentedColour.findHidingCloser(in: text, before: loc.line) else { return error }
        return PlumbError(error.message + c.hint, at: SourceLocation(file: loc.file, line: line, column: c.column))
    }

    static func translate(_ error: YamlError, file: String) -> PlumbError {
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let extra = context.map { " \($0.text)" } ?? ""
            return PlumbError("invalid YAML: \(problem)\(extra)", at: location(mark, file: file))
        case .reader(let problem, _, _, _):
            return PlumbError("invalid YAML: \(problem)", at: .file(file))
        case .duplicatedKeysInMapping(let duplicates, let context):
            return PlumbError("duplicate key '\(duplicates.joined(separator: "', '"))'",
                              at: location(context.mark, file: file))
        default:
            return PlumbError("invalid YAML: \(error)", at: .file(file))
        }
    }
}
