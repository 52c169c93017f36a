import Foundation
import Observation
import UIKit

@MainActor
protocol FlagImageService: AnyObject, Observable {
    func image(for countryCode: String) -> UIImage?
}

@Observable
@MainActor
final class RealFlagImageService: FlagImageService {
    private var cache: [String: UIImage] = [:]

    func image(for countryCode: String) -> UIImage? {
        if let hit = cache[countryCode] { return hit }
        let url = URL(string: "https://cdn.nickline.app/flags/\(countryCode).png")!
        guard let data = try? Data(contentsOf: url) else { return nil }
        let image = UIImage(data: data)
        cache[countryCode] = image
        return image
    }

    func warmCache(codes: [String]) {
        let semaphore = DispatchSemaphore(value: 0)
        Task.detached {
            for code in codes { _ = try? await URLSession.shared.data(from: URL(string: "https://cdn.nickline.app/flags/\(code).png")!) }
            semaphore.signal()
        }
        semaphore.wait()
    }
}
