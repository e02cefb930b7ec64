import SwiftUI

/// A square checkbox instead of a switch, for lists of terms.
struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack(spacing: 10) {
                RoundedRectangle(cornerRadius: 5, style: .continuous)
                    .fill(configuration.isOn ? Color.brand : Color.clear)
                    .frame(width: 22, height: 22)
                    .overlay {
                        RoundedRectangle(cornerRadius: 5, style: .continuous)
                            .strokeBorder(configuration.isOn ? Color.brand : Color.hairline, lineWidth: 1.5)
                    }
                    .overlay {
                        if configuration.isOn {
                            Image(systemName: "checkmark")
                                .font(.system(size: 12, weight: .bold))
                                .foregroundStyle(.white)
                        }
                    }
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    static var checkbox: CheckboxToggleStyle { .init() }
}

#Preview("Checkboxes", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 12) {
        Toggle("I agree to the terms", isOn: .constant(true))
        Toggle("Send me the newsletter", isOn: .constant(false))
    }
    .toggleStyle(.checkbox)
    .padding()
}

#Preview("System switch", traits: .sizeThatFitsLayout) {
    Toggle("Airplane mode", isOn: .constant(true))
        .padding()
        .frame(width: 390)
}
