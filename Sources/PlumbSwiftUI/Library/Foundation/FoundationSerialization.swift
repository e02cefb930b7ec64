import Foundation
import SwiftSyntax

/// Foundation's untyped serialisations, parsed and written by swift-corelibs-foundation itself:
/// `JSONSerialization.jsonObject(with:options:)`, `.data(withJSONObject:options:)` (with
/// `.prettyPrinted`, `.sortedKeys`, `.withoutEscapingSlashes`), `.isValidJSONObject(_:)`;
/// `PropertyListSerialization.propertyList(from:options:format:)`; and `NSDictionary` /
/// `NSArray(contentsOf:)` / `(contentsOfFile:)` reading a property list under the sources (as
/// `Data(contentsOf:)` does: anything else is missing, with a warning, and they are nil).
///
/// Parsed objects become the evaluator's values: strings, Booleans, integers and doubles,
/// arrays, dictionaries (in the order of their sorted keys: a JSON object's order is not
/// kept by Foundation, and sorting keeps renders identical across runs), `NSNull` as nil,
/// dates and data as Foundation's. Invalid input throws, as Foundation's does.
enum FoundationSerialization {
    static let typeNames: Set<String> = ["JSONSerialization", "PropertyListSerialization", "NSDictionary", "NSArray", "NSNull"]
    /// How deep a parsed or written value may nest.
    static let maxDepth = 64

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        switch name {
        case "NSNull": return .optional(nil)
        case "NSDictionary", "NSArray":
            let source: SwiftValue, label: String
            if let url = site.argument(args, "contentsOf") {
                (source, label) = (url, "contentsOf")
            } else if case .string(let path)? = site.argument(args, "contentsOfFile")?.unwrapped {
                (source, label) = (FoundationLibrary.wrap(URL(fileURLWithPath: path)), "contentsOfFile")
            } else {
                return nil
            }
            guard let data = try? FoundationJSON.contents(of: source, site, reader: "\(name)(\(label):)"),
                  let object = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) else { return .optional(nil) }
            let value = try self.value(object, site, depth: 0)
            switch (name, value) {
            case ("NSDictionary", .dictionary), ("NSArray", .array): return .optional(value)
            default: return .optional(nil)
            }
        default:
            return nil
        }
    }

    static func staticCall(_ type: String, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        switch (type, name) {
        case ("JSONSerialization", "jsonObject"):
            guard let v = site.argument(args, "with") else { return nil }
            let data = try site.native(v, Data.self, "Data")
            let object: Any
            do {
                object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            } catch {
                throw FoundationJSON.thrown("the data is not valid JSON", site)
            }
            return try value(object, site, depth: 0)
        case ("JSONSerialization", "data"):
            guard let v = site.argument(args, "withJSONObject") else { return nil }
            var options: JSONSerialization.WritingOptions = [.fragmentsAllowed]
            for option in optionNames(site.argument(args, "options")) {
                switch option {
                case "prettyPrinted": options.insert(.prettyPrinted)
                case "sortedKeys": options.insert(.sortedKeys)
                case "withoutEscapingSlashes": options.insert(.withoutEscapingSlashes)
                default: break
                }
            }
            guard let object = try foundationObject(v, site, depth: 0) else { throw FoundationJSON.thrown("the value is not a JSON object", site) }
            return FoundationLibrary.wrap(try JSONSerialization.data(withJSONObject: object, options: options))
        case ("JSONSerialization", "isValidJSONObject"):
            guard let v = site.argument(args, nil) else { return nil }
            guard let object = try foundationObject(v, site, depth: 0) else { return .bool(false) }
            return .bool((object is [Any] || object is [String: Any]) && JSONSerialization.isValidJSONObject(object))
        case ("PropertyListSerialization", "propertyList"):
            guard let v = site.argument(args, "from") else { return nil }
            let data = try site.native(v, Data.self, "Data")
            let object: Any
            do {
                object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            } catch {
                throw FoundationJSON.thrown("the data is not a property list", site)
            }
            return try value(object, site, depth: 0)
        default:
            return nil
        }
    }

    /// The names in an option set literal (`[.prettyPrinted, .sortedKeys]`) or one option.
    private static func optionNames(_ v: SwiftValue?) -> [String] {
        switch v {
        case .implicitMember(let n, nil)?: return [n]
        case .array(let items)?: return items.compactMap { if case .implicitMember(let n, nil) = $0 { return n }; return nil }
        default: return []
        }
    }

    /// A parsed Foundation object as the evaluator's value.
    static func value(_ object: Any, _ site: FoundationSite, depth: Int) throws -> SwiftValue {
        guard depth <= maxDepth else { throw FoundationJSON.thrown("the value nests more than \(maxDepth) levels", site) }
        switch object {
        case let s as String: return .string(s)
        case let n as NSNumber:
            // Foundation's type code says which: "c" a Boolean, "d"/"f" a floating-point number.
            switch String(cString: n.objCType) {
            case "c": return .bool(n.boolValue)
            case "d", "f": return .double(n.doubleValue)
            default: return .int(n.intValue)
            }
        case let a as [Any]: return .array(try a.map { try value($0, site, depth: depth + 1) })
        case let d as [String: Any]:
            return .dictionary(try d.keys.sorted().map { (key: .string($0), value: try value(d[$0]!, site, depth: depth + 1)) })
        case is NSNull: return .optional(nil)
        case let date as Date: return FoundationLibrary.wrap(date)
        case let data as Data: return FoundationLibrary.wrap(data)
        default: throw FoundationJSON.thrown("a \(type(of: object)) cannot be read", site)
        }
    }

    /// The evaluator's value as a Foundation object JSONSerialization writes; nil for what has
    /// no JSON form (a view, a closure, …).
    static func foundationObject(_ v: SwiftValue, _ site: FoundationSite, depth: Int) throws -> Any? {
        guard depth <= maxDepth else { throw FoundationJSON.thrown("the value nests more than \(maxDepth) levels", site) }
        switch v {
        case .string(let s): return s
        case .bool(let b): return NSNumber(value: b)
        case .int(let i): return NSNumber(value: i)
        case .double(let d): return NSNumber(value: d)
        case .optional(nil): return NSNull()
        case .optional(let w?): return try foundationObject(w, site, depth: depth)
        case .array(let items):
            var out: [Any] = []
            for item in items {
                guard let o = try foundationObject(item, site, depth: depth + 1) else { return nil }
                out.append(o)
            }
            return out
        case .dictionary(let pairs):
            var out: [String: Any] = [:]
            for (k, value) in pairs {
                guard case .string(let key) = k.unwrapped ?? k, let o = try foundationObject(value, site, depth: depth + 1) else { return nil }
                out[key] = o
            }
            return out
        default: return nil
        }
    }
}
