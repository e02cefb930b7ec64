extension Double {
    /// The number as messages, dumps and path data show it: `12` (not `12.0`), `0.5`, `1e-05`;
    /// a value `Int` cannot hold (beyond ±1e15, NaN, ∞) prints as Swift prints a `Double`, since
    /// `Int(_:)` would trap on it.
    public var plainText: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
