import SwiftUI

@MainActor protocol AdminService: AnyObject, Observable {
    func submitScore(matchID: String, runs: Int, wickets: Int) async
}

struct AdminServiceKey: EnvironmentKey {
    static let defaultValue: any AdminService = FakeAdminService()
}

extension EnvironmentValues {
    var adminService: any AdminService {
        get { self[AdminServiceKey.self] }
        set { self[AdminServiceKey.self] = newValue }
    }
}
