import SwiftSyntax

/// `UnsafeMutablePointer<T>` as view models use it: storage for one value they allocate,
/// initialize, read and write through `pointee`, then deinitialize and deallocate — in practice
/// a lock (`os_unfair_lock_t.allocate(capacity: 1)` then `.initialize(to: os_unfair_lock())`).
/// A pointer is a reference to its cell, as Swift's points at memory; freeing it changes
/// nothing a preview shows. The lock itself (`os_unfair_lock()`) is a value with no state:
/// a preview runs on one thread, so locking and unlocking (`os_unfair_lock_lock`, bound beside
/// `print` in `StandardLibrary.swift`) do nothing.
extension SwiftEvaluator {
    /// The pointer types (and os's lock pointer alias) whose `allocate(capacity:)` makes a cell.
    static let pointerTypeNames: Set<String> = ["UnsafeMutablePointer", "os_unfair_lock_t", "os_unfair_lock"]

    /// Memory a pointer points at: one value, nil until initialized.
    final class PointerCell: Hashable, SettableNativeValue, NamedNativeValue {
        static let typeName = "UnsafeMutablePointer"
        var pointee: SwiftValue?

        static func == (a: PointerCell, b: PointerCell) -> Bool { a === b }
        func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }

        func set(_ name: String, _ value: SwiftValue) -> Bool {
            guard name == "pointee" else { return false }
            pointee = value
            return true
        }
    }

    /// os's `os_unfair_lock`: a lock with nothing to show.
    struct UnfairLock: Hashable, NamedNativeValue {
        static let typeName = "os_unfair_lock"
    }

    /// `UnsafeMutablePointer<T>.allocate(capacity:)`, `os_unfair_lock_t.allocate(capacity:)`.
    func pointerStaticCall(_ type: String, _ name: String) -> SwiftValue? {
        let base = SwiftDeclarations.withoutGenericArguments(type)
        guard name == "allocate", base == "UnsafeMutablePointer" || base == "os_unfair_lock_t" else { return nil }
        return .native(AnyHashable(PointerCell()))
    }

    /// `os_unfair_lock()`.
    func pointerCall(_ name: String, _ args: [Argument]) -> SwiftValue? {
        guard name == "os_unfair_lock", args.isEmpty else { return nil }
        return .native(AnyHashable(UnfairLock()))
    }

    /// `initialize(to:)`, `initialize(repeating:count:)`, `deinitialize(count:)`, `deallocate()`
    /// on a pointer, and its `pointee`.
    func pointerMember(_ receiver: SwiftValue, _ name: String, _ args: [Argument]?) -> SwiftValue? {
        guard case .native(let n) = receiver, let cell = n.base as? PointerCell else { return nil }
        guard let args else { return name == "pointee" ? cell.pointee ?? .void : nil }
        switch name {
        case "initialize":
            guard let value = args.first(where: { $0.label == "to" || $0.label == "repeating" })?.value else { return nil }
            cell.pointee = value
            return .void
        case "deinitialize":
            cell.pointee = nil
            return .void
        case "deallocate":
            return .void
        default:
            return nil
        }
    }
}
