import SwiftSyntax

/// The Security framework's keychain (`SecItemCopyMatching`, `SecItemAdd`, `SecItemUpdate`,
/// `SecItemDelete`), which sign-in state and server lists are read from on the way to a view
/// (directly or through a keychain wrapper package). A preview's keychain is its own and starts
/// empty, as a fresh simulator's is: a search finds nothing (`errSecItemNotFound`) until the
/// preview adds an item, and what it adds is found again, matched on the item class and every
/// `kSecAttr…` attribute the query names (`kSecAttrSynchronizableAny` matches either way).
/// Results are what the query asks for (`kSecReturnData`, `kSecReturnAttributes`, one item or
/// `kSecMatchLimitAll`'s array). The `kSec…` constants are strings of their own names (Apple's
/// are short codes; code compares them and never shows them), `errSec…` are Apple's `OSStatus`
/// values, and `kCFBooleanTrue`/`kCFBooleanFalse` are the Booleans.
enum SecurityKeychainBinding {
    static let errSecSuccess = 0
    static let errSecItemNotFound = -25300
    static let errSecDuplicateItem = -25299
    static let errSecParam = -50

    /// Apple's `OSStatus` codes code names, and the messages `SecCopyErrorMessageString` gives.
    static let statuses: [String: (code: Int, message: String)] = [
        "errSecSuccess": (0, "No error."),
        "errSecItemNotFound": (-25300, "The specified item could not be found in the keychain."),
        "errSecDuplicateItem": (-25299, "The specified item already exists in the keychain."),
        "errSecParam": (-50, "One or more parameters passed to a function were not valid."),
        "errSecInteractionNotAllowed": (-25308, "User interaction is not allowed."),
        "errSecAuthFailed": (-25293, "The user name or passphrase you entered is not correct."),
        "errSecUserCanceled": (-128, "User canceled the operation."),
        "errSecMissingEntitlement": (-34018, "A required entitlement isn't present."),
    ]

    /// A preview's keychain: its items, each its attributes (the `kSec…` keys) and value data.
    final class Store {
        var items: [[String: SwiftValue]] = []
    }

    /// `kSecClass`, `kSecAttrService`, `errSecItemNotFound`, `kCFBooleanTrue`; nil for other names.
    static func global(_ name: String) -> SwiftValue? {
        if name == "kCFBooleanTrue" { return .bool(true) }
        if name == "kCFBooleanFalse" { return .bool(false) }
        if let s = statuses[name] { return .int(s.code) }
        guard isConstantName(name) else { return nil }
        return .string(name)
    }

    /// `kSec` followed by a capitalised word: the Security framework's constants.
    static func isConstantName(_ name: String) -> Bool {
        name.hasPrefix("kSec") && name.dropFirst(4).first?.isUppercase == true
    }

    static func call(_ name: String, _ args: [Argument], evaluator e: SwiftEvaluator, node: some SyntaxProtocol,
                     _ file: SwiftSourceFile) throws -> SwiftValue? {
        let store = e.determinism.keychain
        switch name {
        case "SecItemCopyMatching":
            guard args.count == 2, let query = dictionary(args[0].value) else { return .int(errSecParam) }
            let found = store.items.filter { matches($0, query, e) }
            guard !found.isEmpty else { return .int(errSecItemNotFound) }
            let all = query["kSecMatchLimit"].map { e.equal($0, .string("kSecMatchLimitAll")) } ?? false
            let results = (all ? found : [found[0]]).map { result(of: $0, query) }
            try e.writeBack(.optional(all ? .array(results) : results[0]), to: args[1], file)
            return .int(errSecSuccess)
        case "SecItemAdd":
            guard let attributes = args.first.flatMap({ dictionary($0.value) }) else { return .int(errSecParam) }
            if store.items.contains(where: { samePrimaryKey($0, attributes, e) }) { return .int(errSecDuplicateItem) }
            store.items.append(attributes.filter { !$0.key.hasPrefix("kSecReturn") && !$0.key.hasPrefix("kSecMatch") && !$0.key.hasPrefix("kSecUse") })
            return .int(errSecSuccess)
        case "SecItemUpdate":
            guard args.count == 2, let query = dictionary(args[0].value), let changes = dictionary(args[1].value) else { return .int(errSecParam) }
            var updated = false
            for i in store.items.indices where matches(store.items[i], query, e) {
                store.items[i].merge(changes) { _, new in new }
                updated = true
            }
            return .int(updated ? errSecSuccess : errSecItemNotFound)
        case "SecItemDelete":
            guard let query = args.first.flatMap({ dictionary($0.value) }) else { return .int(errSecParam) }
            let before = store.items.count
            store.items.removeAll { matches($0, query, e) }
            return .int(store.items.count < before ? errSecSuccess : errSecItemNotFound)
        case "SecCopyErrorMessageString":
            guard let code = args.first?.value.number.map({ Int($0) }) else { return .optional(nil) }
            return .optional(statuses.values.first { $0.code == code }.map { .string($0.message) })
        case "SecAccessControlCreateWithFlags":
            // Access control says who may read an item later; a preview reads as no one else.
            return .optional(.string("SecAccessControl"))
        default:
            return nil
        }
    }

    /// A query or attributes dictionary (`[String: Any]` cast to `CFDictionary`), keyed by name.
    private static func dictionary(_ v: SwiftValue) -> [String: SwiftValue]? {
        guard case .dictionary(let pairs) = v.unwrapped ?? v else { return nil }
        var out: [String: SwiftValue] = [:]
        for (key, value) in pairs {
            guard case .string(let k) = key else { continue }
            out[k] = value
        }
        return out
    }

    /// Whether an item is one the query names: its class, and every attribute the query gives.
    private static func matches(_ item: [String: SwiftValue], _ query: [String: SwiftValue], _ e: SwiftEvaluator) -> Bool {
        for (key, wanted) in query where key == "kSecClass" || key.hasPrefix("kSecAttr") {
            if key == "kSecAttrSynchronizable", case .string("kSecAttrSynchronizableAny") = wanted { continue }
            guard let have = item[key], e.equal(have, wanted) else { return false }
        }
        return true
    }

    /// Whether two items would be the same keychain item: the same class, service (or server)
    /// and account.
    private static func samePrimaryKey(_ a: [String: SwiftValue], _ b: [String: SwiftValue], _ e: SwiftEvaluator) -> Bool {
        ["kSecClass", "kSecAttrService", "kSecAttrServer", "kSecAttrAccount", "kSecAttrAccessGroup"].allSatisfy { key in
            switch (a[key], b[key]) {
            case (nil, nil): return true
            case (let x?, let y?): return e.equal(x, y)
            default: return false
            }
        }
    }

    /// What a found item gives a query: its attributes (with its data under `kSecValueData`
    /// when data is asked for too), or its data alone.
    private static func result(of item: [String: SwiftValue], _ query: [String: SwiftValue]) -> SwiftValue {
        func asked(_ key: String) -> Bool {
            if case .bool(true)? = query[key] { return true }
            return false
        }
        let wantsAttributes = asked("kSecReturnAttributes"), wantsData = asked("kSecReturnData")
        if wantsAttributes {
            let attributes = item.filter { $0.key != "kSecValueData" || wantsData }
            return .dictionary(attributes.sorted { $0.key < $1.key }.map { (key: .string($0.key), value: $0.value) })
        }
        return item["kSecValueData"] ?? .optional(nil)
    }
}
