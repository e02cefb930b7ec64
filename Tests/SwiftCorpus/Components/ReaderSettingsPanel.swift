import SwiftUI

/// Trims surrounding white space from whatever is stored.
@propertyWrapper
struct Trimmed {
    private var value = ""

    var wrappedValue: String {
        get { value }
        set { value = newValue.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    init(wrappedValue: String) {
        self.wrappedValue = wrappedValue
    }
}

struct ReaderProfile {
    @Trimmed var displayName: String
    var fontSize: Double = 17

    mutating func bumpFont() {
        fontSize += 1
        fontSize += 1
    }
}

/// Reader settings: stored preferences, scene state, focus, a namespace and a gesture's state.
struct ReaderSettingsPanel: View {
    @AppStorage("reader.serif") private var usesSerif = true
    @AppStorage("reader.lineSpacing") private var lineSpacing: Double = 4
    @SceneStorage("reader.lastSection") private var lastSection = "Appearance"
    @FocusState private var nameFieldFocused: Bool
    @Namespace private var selectionNamespace
    @GestureState private var pressing = false
    @State private var profile: ReaderProfile

    init(name: String) {
        var profile = ReaderProfile(displayName: name)
        profile.bumpFont()
        _profile = State(initialValue: profile)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.md) {
            Text(lastSection.uppercased())
                .font(.caption.bold())
                .foregroundStyle(.secondary)
            TextField("Name", text: $profile.displayName)
                .focused($nameFieldFocused)
                .padding(Spacing.sm)
                .background(Color.surfaceSecondary, in: RoundedRectangle(cornerRadius: Radius.small))
            Toggle("Serif font", isOn: $usesSerif)
            HStack {
                Text("Line spacing")
                Spacer()
                Text("\(Int(lineSpacing)) pt")
                    .monospacedDigit()
            }
            Text("Hello, \(profile.displayName)!")
                .font(.system(size: profile.fontSize, design: usesSerif ? .serif : .default))
                .lineSpacing(lineSpacing)
                .matchedGeometryEffect(id: "sample", in: selectionNamespace)
                .scaleEffect(pressing ? 0.97 : 1)
                .gesture(
                    LongPressGesture(minimumDuration: 0.2)
                        .updating($pressing) { value, state, _ in state = value }
                )
            Text("Font size \(Int(profile.fontSize)) pt; focus \(nameFieldFocused ? "on" : "off")")
                .font(.footnote)
                .foregroundStyle(.tertiary)
        }
        .padding(Spacing.md)
        .onAppear { nameFieldFocused = false }
    }
}

#Preview("Reader settings", traits: .sizeThatFitsLayout) {
    ReaderSettingsPanel(name: "   Mere  ")
        .frame(width: 340)
}
