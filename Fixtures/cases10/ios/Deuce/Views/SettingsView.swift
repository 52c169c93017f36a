import AuthenticationServices
import SwiftUI

struct SettingsView: View {
    @Environment(\.authService) private var authService
    @State private var notifyOnBreaks = UserDefaults.standard.bool(forKey: "notifyOnBreaks")
    @State private var showsSeeds = true

    var body: some View {
        NavigationStack {
            Form {
                Section("Notifications") {
                    Toggle("Breaks of serve", isOn: $notifyOnBreaks)
                        .onChange(of: notifyOnBreaks) { _, value in
                            UserDefaults.standard.set(value, forKey: "notifyOnBreaks")
                        }
                    Toggle("Show seeds", isOn: $showsSeeds)
                }
                Section("Account") {
                    if let user = authService.currentUser {
                        LabeledContent("Signed in as", value: user.email)
                        Button("Sign out", role: .destructive) {
                            Task { await authService.signOut() }
                        }
                    } else {
                        NavigationLink("Sign in") { SignInView() }
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

struct SignInView: View {
    @Environment(\.authService) private var authService
    @Environment(\.dismiss) private var dismiss
    @State private var errorText: String?

    var body: some View {
        VStack(spacing: Spacing.lg) {
            Image(systemName: "tennisball.fill")
                .font(.system(size: 48))
                .foregroundStyle(Palette.ball)
            Text("Sign in to follow matches across devices")
                .multilineTextAlignment(.center)
            SignInWithAppleButton(.signIn) { _ in } onCompletion: { _ in
                Task {
                    do {
                        try await authService.signIn()
                        dismiss()
                    } catch {
                        errorText = error.localizedDescription
                    }
                }
            }
            .frame(maxWidth: .infinity, minHeight: Spacing.rowHeight, maxHeight: Spacing.rowHeight)
            if let errorText {
                Text(errorText)
                    .font(.footnote)
                    .foregroundStyle(Palette.live)
            }
        }
        .padding()
    }
}
