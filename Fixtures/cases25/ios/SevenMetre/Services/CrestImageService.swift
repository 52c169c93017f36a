import Foundation
import UIKit
import os

final class CrestImageService {
    static let shared = CrestImageService()
    private var session: URLSession
    private var memory = NSCache<NSURL, UIImage>()
    private let logger = Logger(subsystem: "app.sevenmetre", category: "crests")

    init(session: URLSession = .shared) {
        self.session = session
    }

    func image(for url: URL) -> UIImage? {
        if let cached = memory.object(forKey: url as NSURL) {
            return cached
        }
        guard let data = try? Data(contentsOf: url), let image = UIImage(data: data) else {
            logger.error("crest download failed")
            return nil
        }
        memory.setObject(image, forKey: url as NSURL)
        return image
    }

    func prefetch(_ urls: [URL]) -> [UIImage] {
        let semaphore = DispatchSemaphore(value: 0)
        var results: [UIImage] = []
        for url in urls {
            session.dataTask(with: url) { data, _, _ in
                if let data, let image = UIImage(data: data) { results.append(image) }
                semaphore.signal()
            }.resume()
            semaphore.wait()
        }
        return results
    }

    func purge() {
        memory.removeAllObjects()
        Thread.sleep(forTimeInterval: 0.1)
    }
}
