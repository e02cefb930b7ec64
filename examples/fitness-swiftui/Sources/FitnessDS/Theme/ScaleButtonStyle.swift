import SwiftUI

/// Tactile feedback: a pressed button shrinks to 97 % with the micro animation.
struct ScaleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.97 : 1.0)
            .animation(.micro, value: configuration.isPressed)
    }
}
