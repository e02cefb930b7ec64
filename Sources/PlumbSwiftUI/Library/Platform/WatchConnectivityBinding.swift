import SwiftSyntax

/// WatchConnectivity as an iPhone app sees it in a preview: sessions are supported (every
/// iPhone supports them) but no watch is paired and the session is never activated —
/// `activate()` completes asynchronously through the delegate, and a preview is its initial
/// state. So `WCSession.isSupported()` is true, `WCSession.default` is a session whose
/// `activationState` is `.notActivated`, `isPaired`, `isWatchAppInstalled`, `isReachable` and
/// `isComplicationEnabled` are false, its contexts are empty, and sending or transferring
/// anything is accepted and goes nowhere.
enum WatchConnectivityBinding {
    static let typeNames: Set<String> = ["WCSession", "WCSessionActivationState"]

    /// The default session (`WCSession.default`) and the transfers it hands back, named as
    /// WatchConnectivity names them so the sources' extensions of them apply.
    struct WCSession: Hashable {}
    struct WCSessionUserInfoTransfer: Hashable {}

    static let activationStates: Set<String> = ["notActivated", "inactive", "activated"]

    static func staticMember(_ type: String, _ name: String) -> SwiftValue? {
        switch (type, name) {
        case ("WCSession", "default"): return .native(AnyHashable(WCSession()))
        case ("WCSessionActivationState", _) where activationStates.contains(name): return .symbol(name)
        default: return nil
        }
    }

    static func staticCall(_ type: String, _ name: String) -> SwiftValue? {
        (type, name) == ("WCSession", "isSupported") ? .bool(true) : nil
    }

    static func property(_ receiver: SwiftValue, _ name: String) -> SwiftValue? {
        guard case .native(let n) = receiver else { return nil }
        if n.base is WCSessionUserInfoTransfer {
            switch name {
            case "userInfo": return .dictionary([])
            case "isTransferring", "isCurrentComplicationInfo": return .bool(false)
            default: return nil
            }
        }
        guard n.base is WCSession else { return nil }
        switch name {
        case "activationState": return .symbol("notActivated")
        case "isPaired", "isWatchAppInstalled", "isComplicationEnabled", "isReachable", "hasContentPending", "iOSDeviceNeedsUnlockAfterRebootForReachability":
            return .bool(false)
        case "applicationContext", "receivedApplicationContext": return .dictionary([])
        case "outstandingUserInfoTransfers", "outstandingFileTransfers": return .array([])
        case "remainingComplicationUserInfoTransfers": return .int(0)
        case "watchDirectoryURL", "delegate": return .optional(nil)
        default: return nil
        }
    }

    static func method(_ receiver: SwiftValue, _ name: String) -> SwiftValue? {
        guard case .native(let n) = receiver, n.base is WCSession else { return nil }
        switch name {
        case "activate", "sendMessage", "sendMessageData", "updateApplicationContext": return .void
        case "transferUserInfo", "transferFile", "transferCurrentComplicationUserInfo": return .native(AnyHashable(WCSessionUserInfoTransfer()))
        default: return nil
        }
    }

    /// `session.delegate = self`: accepted; no callback ever comes.
    static func setProperty(_ receiver: SwiftValue, _ name: String) -> Bool {
        guard case .native(let n) = receiver, n.base is WCSession else { return false }
        return name == "delegate"
    }
}
