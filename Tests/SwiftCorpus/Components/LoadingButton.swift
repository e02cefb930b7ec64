import SwiftUI

/// A primary button that shows a spinner instead of its title while working.
struct LoadingButton: View {
    let title: String
    var isLoading: Bool = false
    var action: () -> Void = {}

    var body: some View {
        Button(action: action) {
            ZStack {
                Text(title)
                    .opacity(isLoading ? 0 : 1)
                if isLoading {
                    ProgressView()
                        .tint(.white)
                }
            }
        }
        .buttonStyle(.primary)
        .disabled(isLoading)
        .accessibilityValue(isLoading ? "Loading" : "")
    }
}

#Preview("Idle", traits: .sizeThatFitsLayout) {
    LoadingButton(title: "Sign in")
        .padding()
        .frame(width: 375)
}

#Preview("Loading", traits: .sizeThatFitsLayout) {
    LoadingButton(title: "Sign in", isLoading: true)
        .padding()
        .frame(width: 375)
}
