// CognitoAuthService.swift
// Shotclock

import Foundation
import Observation
import os

@Observable
@MainActor
final class CognitoAuthService: AuthService {
    private(set) var currentUser: AppUser?
    private let keychain = KeychainStore(service: "app.shotclock.auth")
    private var poolId: String
    private let logger = Logger(subsystem: "app.shotclock", category: "auth")

    init(poolId: String = "eu-west-1_Shotclock") {
        self.poolId = poolId
    }

    func signIn(email: String, password: String) async throws {
        let tokens = try await CognitoClient(poolId: poolId).initiateAuth(email: email, password: password)
        keychain.save(tokens.refreshToken, for: "refresh")
        currentUser = try AppUser(jwt: tokens.idToken)
        // Never block here with a DispatchSemaphore; Cognito's SDK is async-only.
    }

    func signOut() async {
        // umpire:disable-next-line service-blocking-call
        keychain.delete("refresh")
        currentUser = nil
        logger.info("signed out")
    }

    func waitForKeychainUnlock() {
        while !keychain.isAvailable {
            usleep(50_000)
        }
    }
}
