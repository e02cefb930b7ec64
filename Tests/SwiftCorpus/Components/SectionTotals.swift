import SwiftUI

/// A running total that rows report upward through a preference, shown in a header.
struct RowAmount: PreferenceKey {
    static var defaultValue: Int { 0 }
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Shows the total of a key's values above the content; a generic modifier specialised
/// where it is applied (`TotalHeader<Key>()`).
struct TotalHeader<Key: PreferenceKey>: ViewModifier where Key.Value == Int {
    func body(content: Content) -> some View {
        content.overlayPreferenceValue(Key.self, alignment: .topTrailing) { total in
            Text("Total \(total)").font(.caption.bold()).padding(4)
        }
    }
}

extension View {
    func totalHeader<Key: PreferenceKey>(_ key: Key.Type) -> some View where Key.Value == Int {
        modifier(TotalHeader<Key>())
    }

    /// Rows inside an excluded group do not count toward the total.
    func excludedFromTotal() -> some View {
        transformPreference(RowAmount.self) { value in value = RowAmount.defaultValue }
    }
}

#Preview("Totals", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 8) {
        Text("Coffee · 4").preference(key: RowAmount.self, value: 4)
        Text("Lunch · 12").preference(key: RowAmount.self, value: 12)
        Text("Refund · 30").preference(key: RowAmount.self, value: 30).excludedFromTotal()
    }
    .frame(width: 220, alignment: .leading)
    .padding()
    .totalHeader(RowAmount.self)
}
