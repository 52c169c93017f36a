import Foundation

// Course gained Hashable when the hub started diffing course headers.
extension Course: Hashable {}
