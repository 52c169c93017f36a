import SwiftUI

struct ConductHistoryCell: View {
    let lines: [String]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(lines, id: \.self) { Text($0) }
        }
        .background(Color(hex: 0x2B2D31))
    }

    static func sample() -> some View {
        ConductHistoryCell(lines: ["Conduct warning — time wasting"])
    }
}

extension Color {
    init(hex: UInt32) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
    }
}
