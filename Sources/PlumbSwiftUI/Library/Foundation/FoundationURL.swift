import Foundation

/// `URL`, `URLComponents` and `URLQueryItem`, parsed and printed by Foundation.
enum FoundationURL {
    static let typeNames: Set<String> = ["URL", "URLComponents", "URLQueryItem"]

    static func construct(_ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        switch name {
        case "URL":
            if let s = site.argument(args, "string") {
                let relative = try site.argument(args, "relativeTo").map { try site.native($0, URL.self, "URL") }
                return FoundationLibrary.wrap(URL(string: try site.string(s, "URL(string:)"), relativeTo: relative))
            }
            if let p = site.argument(args, "fileURLWithPath") { return FoundationLibrary.wrap(URL(fileURLWithPath: try site.string(p, "URL(fileURLWithPath:)"))) }
            throw site.fail("URL takes string: or fileURLWithPath:")
        case "URLComponents":
            if let s = site.argument(args, "string") { return FoundationLibrary.wrap(URLComponents(string: try site.string(s, "URLComponents(string:)"))) }
            if let u = site.argument(args, "url") {
                // `URLComponents(url:resolvingAgainstBaseURL:)`: optional, as Foundation's is.
                let resolving = try site.argument(args, "resolvingAgainstBaseURL").map { try site.bool($0, "resolvingAgainstBaseURL") } ?? false
                return FoundationLibrary.wrap(URLComponents(url: try site.native(u, URL.self, "URL"), resolvingAgainstBaseURL: resolving))
            }
            guard args.isEmpty else { throw site.fail("URLComponents takes no arguments, string: or url:resolvingAgainstBaseURL:") }
            return FoundationLibrary.wrap(URLComponents())
        case "URLQueryItem":
            let value = site.argument(args, "value")
            return FoundationLibrary.wrap(URLQueryItem(name: try site.string(site.argument(args, "name"), "URLQueryItem(name:)"),
                                                       value: value == nil || value!.isNil ? nil : try site.string(value, "URLQueryItem(value:)")))
        default:
            return nil
        }
    }

    private static func string(_ s: String?) -> SwiftValue { .optional(s.map { .string($0) }) }

    static func property(_ base: Any, _ name: String) -> SwiftValue? {
        switch base {
        case let url as URL:
            switch name {
            case "absoluteString", "description": return .string(url.absoluteString)
            case "host": return string(url.host)
            case "scheme": return string(url.scheme)
            case "path": return .string(url.path)
            case "query": return string(url.query)
            case "fragment": return string(url.fragment)
            case "user": return string(url.user)
            case "port": return .optional(url.port.map { .int($0) })
            case "lastPathComponent": return .string(url.lastPathComponent)
            case "pathExtension": return .string(url.pathExtension)
            case "pathComponents": return .array(url.pathComponents.map { .string($0) })
            case "isFileURL": return .bool(url.isFileURL)
            case "baseURL": return FoundationLibrary.wrap(url.baseURL)
            case "absoluteURL": return FoundationLibrary.wrap(url.absoluteURL)
            case "relativeString": return .string(url.relativeString)
            default: return nil
            }
        case let c as URLComponents:
            switch name {
            case "url": return FoundationLibrary.wrap(c.url)
            case "string": return string(c.string)
            case "scheme": return string(c.scheme)
            case "host": return string(c.host)
            case "path": return .string(c.path)
            case "query": return string(c.query)
            case "fragment": return string(c.fragment)
            case "port": return .optional(c.port.map { .int($0) })
            case "queryItems": return .optional(c.queryItems.map { .array($0.map { FoundationLibrary.wrap($0) }) })
            case "percentEncodedQuery": return string(c.percentEncodedQuery)
            case "percentEncodedPath": return .string(c.percentEncodedPath)
            default: return nil
            }
        case let q as URLQueryItem:
            switch name {
            case "name": return .string(q.name)
            case "value": return string(q.value)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `components.host = "example.com"`, `components.queryItems = [...]`.
    static func setProperty(_ base: Any, _ name: String, _ value: SwiftValue, _ site: FoundationSite) throws -> SwiftValue? {
        guard var c = base as? URLComponents else { return nil }
        func text() throws -> String? { value.isNil ? nil : try site.string(value, name) }
        switch name {
        case "scheme": c.scheme = try text()
        case "host": c.host = try text()
        case "path": c.path = try text() ?? ""
        case "query": c.query = try text()
        case "fragment": c.fragment = try text()
        case "port": c.port = value.isNil ? nil : try site.int(value, name)
        case "queryItems":
            guard case .array(let items)? = value.unwrapped else { c.queryItems = nil; break }
            c.queryItems = try items.map { try site.native($0, URLQueryItem.self, "URLQueryItem") }
        default: return nil
        }
        return FoundationLibrary.wrap(c)
    }

    static func method(_ base: Any, _ name: String, _ args: [Argument], _ site: FoundationSite) throws -> SwiftValue? {
        if let c = base as? URLComponents, name == "url", let base = site.argument(args, "relativeTo") {
            return FoundationLibrary.wrap(c.url(relativeTo: base.isNil ? nil : try site.native(base, URL.self, "URL")))
        }
        guard let url = base as? URL else { return nil }
        func text(_ label: String?) throws -> String { try site.string(site.argument(args, label), name) }
        switch name {
        case "appendingPathComponent": return FoundationLibrary.wrap(url.appendingPathComponent(try text(nil)))
        case "appending" where site.argument(args, "path") != nil: return FoundationLibrary.wrap(url.appending(path: try text("path")))
        case "appending" where site.argument(args, "component") != nil: return FoundationLibrary.wrap(url.appending(component: try text("component")))
        case "appending" where site.argument(args, "queryItems") != nil:
            // `url.appending(queryItems: [URLQueryItem(name:value:)])`: Foundation's encoding.
            guard case .array(let items)? = site.argument(args, "queryItems")?.unwrapped else { throw site.fail("appending(queryItems:) takes an array of URLQueryItem") }
            return FoundationLibrary.wrap(url.appending(queryItems: try items.map { try site.native($0, URLQueryItem.self, "URLQueryItem") }))
        case "appendingPathExtension": return FoundationLibrary.wrap(url.appendingPathExtension(try text(nil)))
        case "deletingLastPathComponent": return FoundationLibrary.wrap(url.deletingLastPathComponent())
        case "deletingPathExtension": return FoundationLibrary.wrap(url.deletingPathExtension())
        case "host": return string(url.host())
        case "path": return .string(url.path())
        default: return nil
        }
    }
}
