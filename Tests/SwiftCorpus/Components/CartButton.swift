import SwiftUI
import Observation

/// The shopping cart, shared through the environment.
@Observable
final class Cart {
    var itemCount: Int

    init(itemCount: Int = 0) {
        self.itemCount = itemCount
    }
}

/// The toolbar cart button; its badge reads the cart from the environment.
struct CartButton: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        Button {} label: {
            Image(systemName: "creditcard")
                .font(.system(size: 20))
                .frame(width: 44, height: 44)
                .overlay(alignment: .topTrailing) {
                    CountBadge(count: cart.itemCount)
                }
        }
        .accessibilityLabel("Cart, \(cart.itemCount) items")
    }
}

#Preview("Empty cart", traits: .sizeThatFitsLayout) {
    CartButton()
        .environment(Cart())
        .padding()
}

#Preview("Three items", traits: .sizeThatFitsLayout) {
    CartButton()
        .environment(Cart(itemCount: 3))
        .padding()
}
