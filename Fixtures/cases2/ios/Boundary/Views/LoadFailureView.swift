import SwiftUI

/// Shown when a fixtures request fails; `failure.message` is written by the backend.
struct LoadFailureView: View {
    let failure: APIFailure
    let retry: () async -> Void

    var body: some View {
        ContentUnavailableView {
            Label {
                Text(failure.message)
            } icon: {
                Image(systemName: failure.code == "404" ? "magnifyingglass" : "wifi.exclamationmark")
            }
        } actions: {
            Button("Try again") {
                Task { await retry() }
            }
        }
    }
}
