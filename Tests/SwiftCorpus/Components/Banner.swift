import SwiftUI

/// An inline message whose kind decides its colour, symbol and text.
enum BannerKind {
    case info
    case success(message: String)
    case warning(String)
    case error(code: Int, retryable: Bool)
}

struct Banner: View {
    let kind: BannerKind
    var onDismiss: (() -> Void)? = nil

    private var tint: Color {
        switch kind {
        case .info: return .brand
        case .success: return .success
        case .warning: return .warning
        case .error: return .danger
        }
    }

    private var symbol: String {
        switch kind {
        case .info: return "info.circle"
        case .success: return "checkmark"
        case .warning, .error: return "exclamationmark.triangle.fill"
        }
    }

    private var message: String {
        switch kind {
        case .info:
            return "Your changes are saved automatically."
        case .success(let message):
            return message
        case .warning(let text):
            return text
        case .error(let code, let retryable) where retryable:
            return "Something went wrong (\(code)). Try again."
        case .error(let code, _):
            return "Request failed with error \(code)."
        }
    }

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: symbol)
                .font(.body.weight(.semibold))
                .foregroundStyle(tint)
            Text(message)
                .font(.subheadline)
                .frame(maxWidth: .infinity, alignment: .leading)
            if let onDismiss {
                Button(action: onDismiss) {
                    Image(systemName: "xmark")
                        .font(.caption.weight(.bold))
                        .foregroundStyle(.secondary)
                }
                .accessibilityLabel("Dismiss")
            }
        }
        .padding(12)
        .background(tint.opacity(0.1))
        .overlay(alignment: .leading) {
            Rectangle()
                .fill(tint)
                .frame(width: 4)
        }
        .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
    }
}

#Preview("Kinds", traits: .sizeThatFitsLayout) {
    VStack(spacing: 12) {
        Banner(kind: .info)
        Banner(kind: .success(message: "Payment received."), onDismiss: {})
        Banner(kind: .warning("Your trial ends in 3 days."))
        Banner(kind: .error(code: 503, retryable: true))
        Banner(kind: .error(code: 404, retryable: false))
    }
    .padding()
    .frame(width: 390)
}
