import SwiftUI

#if canImport(UIKit)
import UIKit

/// A short buzz when the form is rejected.
private func playErrorHaptic() {
    UINotificationFeedbackGenerator().notificationOccurred(.error)
}
#else
private func playErrorHaptic() {}
#endif

#if os(iOS)
private let fieldBackground = Color(.secondarySystemBackground)
#else
private let fieldBackground = Color.gray.opacity(0.12)
#endif

enum SignInError: Error, LocalizedError {
    case invalidEmail
    case passwordTooShort(minimum: Int)
    case locked(retryAfter: Int, attempts: Int)

    var errorDescription: String? {
        switch self {
        case .invalidEmail: return "Enter an email address like name@example.com."
        case .passwordTooShort(let minimum): return "Passwords have at least \(minimum) characters."
        case let .locked(minutes, _): return "Too many attempts. Try again in \(minutes) minutes."
        }
    }
}

/// A validated address: the throwing initializer is the only way to make one.
struct EmailAddress {
    let value: String

    init(_ raw: String) throws {
        let trimmed = raw.trimmingCharacters(in: .whitespaces).lowercased()
        let parts = trimmed.split(separator: "@")
        guard parts.count == 2, parts[1].contains(".") else { throw SignInError.invalidEmail }
        value = trimmed
    }
}

/// The sign-in card: email and password fields, an inline error and the primary button.
struct SignInForm: View {
    enum Field: Hashable { case email, password }

    @AppStorage("lastSignInEmail") private var lastEmail = ""
    @State private var email: String
    @State private var password: String
    @FocusState private var focusedField: Field?
    var minimumPasswordLength = 8

    init(email: String = "", password: String = "") {
        _email = State(initialValue: email)
        _password = State(initialValue: password)
    }

    /// The message under the fields, or nil when the form can be sent.
    private var problem: String? {
        do {
            try validate()
            return nil
        } catch SignInError.passwordTooShort(let minimum) where password.count < minimum / 2 {
            return password.isEmpty ? "Enter your password." : "That password is too short."
        } catch {
            return (error as? SignInError)?.errorDescription ?? error.localizedDescription
        }
    }

    private func validate() throws {
        _ = try EmailAddress(email.isEmpty ? lastEmail : email)
        guard password.count >= minimumPasswordLength else {
            throw SignInError.passwordTooShort(minimum: minimumPasswordLength)
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.md) {
            Text("Welcome back")
                .font(.title2.weight(.bold))
            VStack(spacing: 0) {
                TextField("Email", text: $email)
                    .focused($focusedField, equals: .email)
                    .submitLabel(.next)
                    #if os(iOS)
                    .keyboardType(.emailAddress)
                    #endif
                    .padding(Spacing.md)
                    .overlay(alignment: .trailing) {
                        if (try? EmailAddress(email)) != nil {
                            Image(systemName: "checkmark")
                                .foregroundStyle(Color.success)
                                .padding(.trailing, Spacing.md)
                        }
                    }
                Divider()
                SecureField("Password", text: $password)
                    .focused($focusedField, equals: .password)
                    .submitLabel(.go)
                    .padding(Spacing.md)
            }
            .background(fieldBackground, in: RoundedRectangle(cornerRadius: Radius.medium, style: .continuous))
            if let problem, !email.isEmpty {
                Label(problem, systemImage: "exclamationmark.triangle.fill")
                    .font(.footnote)
                    .foregroundStyle(Color.danger)
            }
            Button("Sign In") {
                Task {
                    do {
                        try validate()
                        lastEmail = try EmailAddress(email).value
                    } catch {
                        if error is SignInError {
                            playErrorHaptic()
                        }
                    }
                }
            }
            .buttonStyle(.primary)
            .disabled(problem != nil)
        }
        .task {
            if email.isEmpty, (try? EmailAddress(lastEmail)) != nil {
                email = lastEmail
            }
            focusedField = email.isEmpty ? .email : .password
        }
    }
}

#Preview("Invalid email", traits: .sizeThatFitsLayout) {
    SignInForm(email: "ada.example.com")
        .padding()
        .frame(width: 390)
}

#Preview("Short password", traits: .sizeThatFitsLayout) {
    SignInForm(email: try! EmailAddress("Ada@Example.com").value, password: "abc")
        .padding()
        .frame(width: 390)
}
