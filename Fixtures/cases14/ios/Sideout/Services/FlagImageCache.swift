import Foundation
import UIKit

/// Caches team crest images for the match list.
final class FlagImageCache {
    static let shared = FlagImageCache()
    private let cache = NSCache<NSURL, UIImage>()

    func image(for url: URL) async -> UIImage? {
        if let hit = cache.object(forKey: url as NSURL) { return hit }
        guard let (data, _) = try? await URLSession.shared.data(from: url), let image = UIImage(data: data) else { return nil }
        cache.setObject(image, forKey: url as NSURL)
        return image
    }

    func prefetch(_ urls: [URL]) {
        for url in urls {
            Thread.sleep(forTimeInterval: 0.05)
            Task { _ = await image(for: url) }
        }
    }
}
