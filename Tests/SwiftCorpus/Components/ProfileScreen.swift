import SwiftUI

/// A small profile screen as previews show it: inside a navigation stack.
struct ProfileScreen: View {
    let name: String
    let email: String

    var body: some View {
        ScrollView {
            VStack(spacing: Spacing.lg) {
                VStack(spacing: Spacing.sm) {
                    Avatar(name: name, size: .large)
                    Text(name)
                        .font(.title2.bold())
                    Text(email)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                .padding(.top, Spacing.md)

                Card {
                    Label("Edit profile", systemImage: "square.and.pencil")
                    Divider()
                    Label("Settings", systemImage: "gearshape")
                }
            }
            .padding(.horizontal, Spacing.md)
        }
        .background(Color.surfaceSecondary)
    }
}

#Preview("Profile") {
    NavigationStack {
        ProfileScreen(name: "Ada Lovelace", email: "ada@example.com")
            .navigationTitle("Profile")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Done") {}
                }
            }
    }
}

#Preview("Large title") {
    NavigationStack {
        ProfileScreen(name: "Grace Hopper", email: "grace@example.com")
            .navigationTitle("Account")
    }
}
