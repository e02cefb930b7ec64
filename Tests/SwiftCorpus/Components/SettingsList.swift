import SwiftUI

/// The settings screen: an inset-grouped list with sections.
struct SettingsList: View {
    @State private var notifications = true
    @State private var cellular = false
    var version = "2.4.1"

    var body: some View {
        List {
            Section {
                Label("Account", systemImage: "person.fill")
                Label("Payments", systemImage: "creditcard")
            }

            Section("Preferences") {
                Toggle("Notifications", isOn: $notifications)
                Toggle("Use cellular data", isOn: $cellular)
            }

            Section {
                HStack {
                    Text("Version")
                    Spacer()
                    Text(version)
                        .foregroundStyle(.secondary)
                }
            } footer: {
                Text("Made with care in Lisbon.")
            }
        }
        .listStyle(.insetGrouped)
    }
}

#Preview("Settings") {
    NavigationStack {
        SettingsList()
            .navigationTitle("Settings")
    }
}
