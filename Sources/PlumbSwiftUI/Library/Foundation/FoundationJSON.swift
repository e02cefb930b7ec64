import Foundation
import SwiftSyntax

/// `Data` and `JSONDecoder` as view code uses them to load a design system's own JSON (an icon
/// index, sample content): `Data(contentsOf:)` of a file under the sources (at most
/// `maxBytes`), `Data("…".utf8)`, `"…".data(using: .utf8)`, and
/// `JSONDecoder().decode(T.self, from: data)`. Foundation's `JSONSerialization` parses; the
/// value is built as Swift's synthesised `Decodable` builds it: each stored property not a
/// `let` with a value is read from the key of its name (or its `CodingKeys` case's raw value;
/// `keyDecodingStrategy = .convertFromSnakeCase` maps `icon_name` to `iconName`), an optional
/// one may be missing or null, arrays, dictionaries, nested types and raw-value enums
/// recursively. A missing key or a mismatched type throws, as `DecodingError` does (`try?`
/// makes it nil). A type that decodes itself (`init(from:)`) is not run: a fallback.
enum FoundationJSON {
    static let typeNames: Set<String> = ["Data", "JSONDecoder"]

    /// The largest file `Data(contentsOf:)` reads.
    static let maxBytes = 8 << 20
    /// How deep a decoded value may nest (types inside types, arrays of arrays).
    static let maxDepth = 64

    /// A `JSONDecoder` and the strategies set on it.
    struct Decoder: Hashable {
        var convertFromSnakeCase = false
    }

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        switch name {
        case "JSONDecoder":
            return FoundationLibrary.wrap(Decoder())
        case "Data":
            if let url = site.argument(args, "contentsOf") { return FoundationLibrary.wrap(try contents(of: url, site)) }
            // `Data(base64Encoded: "…")`: Foundation's decoding (nil for text that is not
            // Base64); the text is in the sources, so its size is the sources' own.
            if case .string(let text)? = site.argument(args, "base64Encoded")?.unwrapped {
                var options: Data.Base64DecodingOptions = []
                if case .implicitMember("ignoreUnknownCharacters", nil)? = site.argument(args, "options") { options = .ignoreUnknownCharacters }
                return .optional(Data(base64Encoded: text, options: options).map { FoundationLibrary.wrap($0) })
            }
            switch site.argument(args, nil)?.unwrapped {
            case .string(let s)?: return FoundationLibrary.wrap(Data(s.utf8))
            case .array(let bytes)?:
                let values = bytes.compactMap { $0.number }
                guard values.count == bytes.count, values.allSatisfy({ $0 >= 0 && $0 <= 255 }) else { return nil }
                return FoundationLibrary.wrap(Data(values.map { UInt8($0) }))
            case nil: return args.isEmpty ? FoundationLibrary.wrap(Data()) : nil
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `Data(contentsOf: url)` (or `reader`, another call that reads a file): a file under the
    /// sources, bounded; a missing one throws.
    static func contents(of v: SwiftValue, _ site: FoundationSite, reader: String = "Data(contentsOf:)") throws -> Data {
        let url = try site.native(v, URL.self, "URL")
        let root = URL(fileURLWithPath: site.evaluator.assets.resources.root).standardizedFileURL.path
        let path = url.standardizedFileURL.path
        guard url.isFileURL, path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            // What a preview reads is the design system's own: anything else is as if missing.
            site.warn("\(reader) reads only files under the sources, not '\(url.absoluteString)': it throws")
            throw thrown("no such file '\(url.lastPathComponent)'", site)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        guard let size, let data = FileManager.default.contents(atPath: path) else {
            throw thrown("no such file '\((path as NSString).lastPathComponent)'", site)
        }
        guard size <= maxBytes, data.count <= maxBytes else {
            throw site.fail("'\((path as NSString).lastPathComponent)' is \(data.count) bytes: \(reader) reads at most \(maxBytes)")
        }
        return data
    }

    static func property(_ base: Any, _ name: String) -> SwiftValue? {
        guard let data = base as? Data else { return nil }
        switch name {
        case "count": return .int(data.count)
        case "isEmpty": return .bool(data.isEmpty)
        default: return nil
        }
    }

    /// `"…".data(using: .utf8)`.
    static func stringMethod(_ s: String, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        guard name == "data", args.first?.label == "using" else { return nil }
        return FoundationLibrary.wrap(Optional(Data(s.utf8)))
    }

    static func method(_ base: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        if let data = base as? Data, name == "base64EncodedString" { return .string(data.base64EncodedString()) }
        guard base is Decoder, name == "decode" else { return nil }
        let decoder = base as! Decoder
        guard let type = site.argument(args, nil), case .native(let n)? = site.argument(args, "from")?.unwrapped, let data = n.base as? Data else {
            throw site.fail("decode(_:from:) takes a type and Data")
        }
        let typeName: String
        switch type {
        case .type(let t): typeName = t
        case .array(let items) where items.count == 1:
            guard case .type(let t) = items[0] else { throw site.fail("decode(_:from:) takes a type") }
            typeName = "[\(t)]"
        default: throw site.fail("decode(_:from:) takes a type, found \(type.kindName)")
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw thrown("DecodingError.dataCorrupted: the data is not valid JSON", site)
        }
        return try JSONValueBuilder(decoder: decoder, site: site).value(json, as: typeName, path: [], depth: 0)
    }

    static func setProperty(_ base: Any, _ name: String, _ value: SwiftValue, _ site: FoundationSite) throws -> SwiftValue? {
        guard var decoder = base as? Decoder else { return nil }
        switch name {
        case "keyDecodingStrategy":
            decoder.convertFromSnakeCase = (try? site.memberName(value, "keyDecodingStrategy")) == "convertFromSnakeCase"
        case "dateDecodingStrategy", "dataDecodingStrategy", "nonConformingFloatDecodingStrategy", "userInfo", "allowsJSON5",
             "assumesTopLevelDictionary":
            break
        default:
            return nil
        }
        return FoundationLibrary.wrap(decoder)
    }

    /// An error the code can catch (`try?`, `do`/`catch`), as Foundation throws it.
    static func thrown(_ message: String, _ site: FoundationSite) -> ThrownSwiftError {
        ThrownSwiftError(value: .string(message), location: site.file.location(of: site.node))
    }
}

/// Builds a decoded value of a declared type from parsed JSON, as synthesised `Decodable` does.
struct JSONValueBuilder {
    let decoder: FoundationJSON.Decoder
    let site: FoundationSite

    private var declarations: SwiftDeclarations { site.evaluator.declarations }

    func value(_ json: Any, as written: String, path: [String], depth: Int) throws -> SwiftValue {
        guard depth <= FoundationJSON.maxDepth else { throw site.fail("decoded JSON nests deeper than \(FoundationJSON.maxDepth)") }
        let type = written.trimmingCharacters(in: .whitespaces)
        func mismatch() -> ThrownSwiftError {
            FoundationJSON.thrown("DecodingError.typeMismatch: expected \(type) at '\(path.joined(separator: "."))'", site)
        }
        if type.hasSuffix("?") {
            if json is NSNull { return .optional(nil) }
            return .optional(try value(json, as: String(type.dropLast()), path: path, depth: depth + 1))
        }
        if json is NSNull { throw FoundationJSON.thrown("DecodingError.valueNotFound: \(type) at '\(path.joined(separator: "."))' is null", site) }
        if let (key, element) = Self.dictionaryTypes(type) {
            guard key == "String", let object = json as? [String: Any] else { throw mismatch() }
            let pairs = try object.keys.sorted().map { k in
                (key: SwiftValue.string(k), value: try value(object[k]!, as: element, path: path + [k], depth: depth + 1))
            }
            return .dictionary(pairs)
        }
        if let element = Self.arrayElement(type) {
            guard let array = json as? [Any] else { throw mismatch() }
            return .array(try array.enumerated().map { try value($1, as: element, path: path + ["\($0)"], depth: depth + 1) })
        }
        switch type {
        case "String", "Substring", "Character":
            guard let s = json as? String else { throw mismatch() }
            return .string(s)
        case "Bool":
            guard let n = json as? NSNumber, Self.isBoolean(n) else { throw mismatch() }
            return .bool(n.boolValue)
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            guard let n = json as? NSNumber, !Self.isBoolean(n), let i = Int(exactly: n.doubleValue) else { throw mismatch() }
            return .int(i)
        case "Double", "Float", "CGFloat", "Decimal", "TimeInterval":
            guard let n = json as? NSNumber, !Self.isBoolean(n) else { throw mismatch() }
            return .double(n.doubleValue)
        case "URL":
            guard let s = json as? String, let url = URL(string: s) else { throw mismatch() }
            return FoundationLibrary.wrap(url)
        case "UUID":
            guard let s = json as? String, let uuid = UUID(uuidString: s) else { throw mismatch() }
            return FoundationLibrary.wrap(uuid)
        default:
            break
        }
        let resolved = declarations.resolvedTypeName(type)
        guard let t = declarations.type(resolved) else {
            throw site.fail("decoding '\(type)' from JSON: Plumb knows no such type")
        }
        if t.initializers.contains(where: { $0.syntax.signature.parameterClause.parameters.first?.firstName.text == "from" }) {
            throw site.fail("'\(type)' decodes itself with init(from:), which Plumb does not run")
        }
        if t.kind == .enum {
            guard t.rawType != nil, let raw = json as? String ?? (json as? NSNumber).map({ "\($0)" }),
                  let name = t.caseOrder.first(where: { caseRawValue($0, t) == raw }) else { throw mismatch() }
            return .enumCase(type: resolved, name: name, payload: [])
        }
        guard let object = json as? [String: Any] else { throw mismatch() }
        return try instance(t, resolved, object, path: path, depth: depth)
    }

    /// A struct or class from a JSON object: each decoded property from its key.
    private func instance(_ t: TypeDecl, _ type: String, _ object: [String: Any], path: [String], depth: Int) throws -> SwiftValue {
        let keys = codingKeys(t, type)
        let made = Instance(type: type, fields: [:])
        let selfScope = Scope(parent: site.evaluator.globalScope)
        selfScope.define("self", .instance(made))
        for p in t.storedProperties {
            let decoded = !(p.isLet && p.binding.initializer != nil) && (keys == nil || keys?[p.name] != nil)
            let key = keys?[p.name] ?? p.name
            // `var label = "s"`: the type Swift infers from the initial value.
            var propertyType = p.typeName ?? ""
            if propertyType.isEmpty, decoded, let v = try site.evaluator.initialValue(p, selfScope) {
                propertyType = site.evaluator.typeName(of: v)
            }
            if decoded, let raw = lookup(key, in: object) {
                made.fields[p.name] = try value(raw, as: propertyType, path: path + [key], depth: depth + 1)
            } else if decoded, propertyType.hasSuffix("?") {
                made.fields[p.name] = .optional(nil)
            } else if decoded {
                throw FoundationJSON.thrown("DecodingError.keyNotFound: '\((path + [key]).joined(separator: "."))'", site)
            } else if let v = try site.evaluator.initialValue(p, selfScope) {
                made.fields[p.name] = v
            }
        }
        return .instance(made)
    }

    /// The value under `key`, the JSON's keys converted from snake case when asked.
    private func lookup(_ key: String, in object: [String: Any]) -> Any? {
        if !decoder.convertFromSnakeCase { return object[key] }
        for k in object.keys.sorted() where Self.camelCase(k) == key { return object[k] }
        return nil
    }

    /// `enum CodingKeys: String, CodingKey` nested in the type: property name → key.
    private func codingKeys(_ t: TypeDecl, _ type: String) -> [String: String]? {
        guard let keys = declarations.type("\(type).CodingKeys"), !keys.caseOrder.isEmpty else { return nil }
        var map: [String: String] = [:]
        for name in keys.caseOrder { map[name] = caseRawValue(name, keys) ?? name }
        return map
    }

    private func caseRawValue(_ name: String, _ t: TypeDecl) -> String? {
        guard let c = t.cases[name] else { return nil }
        guard let raw = c.rawValue else { return name }
        if let s = raw.as(StringLiteralExprSyntax.self) { return s.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined() }
        return raw.trimmedDescription
    }

    /// JSON's `true`/`false` (Foundation's boolean `NSNumber`), not a 0 or 1.
    static func isBoolean(_ n: NSNumber) -> Bool { String(cString: n.objCType) == "c" }

    /// `icon_name` → `iconName`, as `.convertFromSnakeCase` maps keys.
    static func camelCase(_ key: String) -> String {
        let parts = key.split(separator: "_", omittingEmptySubsequences: true)
        guard let first = parts.first else { return key }
        return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `[T]` / `Array<T>` → `T`.
    static func arrayElement(_ type: String) -> String? {
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") { return String(type.dropFirst().dropLast()) }
        if type.hasPrefix("Array<"), type.hasSuffix(">") { return String(type.dropFirst(6).dropLast()) }
        return nil
    }

    /// `[K: V]` / `Dictionary<K, V>` → (K, V).
    static func dictionaryTypes(_ type: String) -> (String, String)? {
        var inner: Substring
        if type.hasPrefix("["), type.hasSuffix("]") { inner = type.dropFirst().dropLast() } else if type.hasPrefix("Dictionary<"), type.hasSuffix(">") {
            inner = type.dropFirst(11).dropLast()
        } else { return nil }
        let separator: Character = type.hasPrefix("[") ? ":" : ","
        guard let i = inner.firstIndex(of: separator) else { return nil }
        return (inner[..<i].trimmingCharacters(in: .whitespaces), inner[inner.index(after: i)...].trimmingCharacters(in: .whitespaces))
    }
}
