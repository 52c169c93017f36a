// FakeAuthService.swift
// Shotclock

import Foundation
import Observation

@Observable
@MainActor
final class FakeAuthService: AuthService {
    private(set) var currentUser: AppUser? = PreviewData.user

    func signIn(email: String, password: String) async throws { currentUser = PreviewData.user }
    func signOut() async { currentUser = nil }
}
