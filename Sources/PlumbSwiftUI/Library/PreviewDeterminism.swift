import Foundation
import PlumbModel

/// What makes a preview's run-time values the same on every machine and every run: its clock,
/// calendar, locale, time zone, UUIDs and random numbers. Each preview evaluation starts from
/// the same state, so `Date()`, `UUID()`, `Int.random(in:)` and `shuffled()` give the same
/// values in the same order whatever the machine's clock, locale or job count.
final class PreviewDeterminism {
    /// The seed of a preview's random numbers.
    static let defaultSeed: UInt64 = 0x504C_554D_4221   // "PLUMB!"

    /// When the preview starts (`previews: now:`).
    let start: Date
    /// The main queue and its clock, which moves on only while a test waits.
    let mainQueue = PreviewMainQueue()
    /// Now: the start, plus the time tests have waited.
    var now: Date { start.addingTimeInterval(mainQueue.elapsed) }
    let timeZone: TimeZone
    var locale: Locale
    private var randomState: UInt64
    private var uuidCount: UInt64 = 0
    /// `UserDefaults.standard`: the preview's own store, empty at the start of every preview.
    let userDefaults = FoundationServices.Service(kind: "UserDefaults")
    /// The Security framework's keychain: the preview's own, empty at the start of every preview.
    let keychain = SecurityKeychainBinding.Store()
    /// `UINavigationBar.appearance()` and the other appearance proxies: the preview's own,
    /// untouched at the start of every preview.
    let appearanceProxies = UIKitBarAppearance.Proxies()

    /// The state every preview starts from: `clock` (`PreviewClock.standard` unless `plumb.yaml`
    /// sets one: 2025-06-09 09:41:00 UTC, en_US, UTC) and the fixed seed.
    init(clock: PreviewClock = .standard, seed: UInt64 = PreviewDeterminism.defaultSeed) {
        start = clock.now
        // The identifier was checked when plumb.yaml was read; UTC if it is not one after all.
        timeZone = TimeZone(identifier: clock.timeZone) ?? TimeZone(identifier: "UTC")!
        locale = Locale(identifier: clock.locale)
        randomState = seed
    }

    /// The gregorian calendar in the preview's locale and time zone (`Calendar.current`).
    var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.locale = locale
        c.timeZone = timeZone
        return c
    }

    /// The next 64 random bits (SplitMix64: small, fast, and the same on every platform,
    /// unlike the system generator that `SystemRandomNumberGenerator` reads).
    func nextRandom() -> UInt64 {
        randomState &+= 0x9E37_79B9_7F4A_7C15
        var z = randomState
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A random integer in `0..<bound` (bound > 0), without modulo bias.
    func randomIndex(below bound: Int) -> Int {
        precondition(bound > 0)
        let b = UInt64(bound)
        let limit = UInt64.max - UInt64.max % b
        var r = nextRandom()
        while r >= limit { r = nextRandom() }
        return Int(r % b)
    }

    /// A random Double in `0..<1` (53 random bits).
    func randomUnit() -> Double {
        Double(nextRandom() >> 11) * 0x1.0p-53
    }

    /// The next UUID of the preview's sequence: 00000000-0000-4000-8000-000000000001, …002, …
    /// (version 4 and variant bits set, so it reads as a random UUID would).
    func nextUUID() -> UUID {
        uuidCount += 1
        var bytes = [UInt8](repeating: 0, count: 16)
        for i in 0..<8 { bytes[15 - i] = UInt8(truncatingIfNeeded: uuidCount >> (8 * UInt64(i))) }
        bytes[6] = 0x40
        bytes[8] = 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
