import Foundation

// Conformances kept apart from the declarations so the model files stay a
// straight copy of the API docs.
extension HeadToHead: Sendable {}
