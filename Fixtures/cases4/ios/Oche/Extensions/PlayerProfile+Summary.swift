import Foundation

extension CareerStats {
    var titlesLabel: String {
        titles == 1 ? "1 title" : "\(titles) titles"
    }
}
