import Foundation

/// `error.localizedDescription` of an error type the sources declare, as Foundation bridges a
/// Swift error to `NSError`: a `LocalizedError`'s `errorDescription` when it gives one, else
/// the sentence naming the error's domain (`Module.Type`) and code (the case's position for an
/// enum without payloads' case, 1 otherwise). The sentence is Apple Foundation's wording
/// ("couldn’t"); swift-corelibs-foundation words it "could not", which no iOS screen shows.
enum FoundationErrors {
    static let errorProtocols: Set<String> = ["Error", "LocalizedError", "CustomNSError", "RecoverableError"]

    static func property(_ receiver: SwiftValue, _ name: String, _ site: FoundationSite) throws -> SwiftValue? {
        guard name == "localizedDescription" else { return nil }
        let e = site.evaluator
        let typeName: String
        var code = 1
        switch receiver {
        case .instance(let i): typeName = i.type
        case .enumCase(let type, let caseName, _):
            typeName = type
            if let t = e.declarations.type(type), let index = t.caseOrder.firstIndex(of: caseName) { code = index }
        default: return nil
        }
        guard let t = e.declarations.type(typeName), e.isError(typeNamed: typeName) else { return nil }
        if t.properties["errorDescription"] != nil || t.methods["errorDescription"] != nil,
           let described = try e.member(of: receiver, "errorDescription", node: site.node, site.file),
           case .string(let s) = described.unwrapped ?? described {
            return .string(s)
        }
        let domain = e.declarations.bridgedTypeName(typeName)
        return .string("The operation couldn’t be completed. (\(domain) error \(code).)")
    }
}
