import SwiftUI

struct OfficialsSheet: View {
    let gameId: String
    @State private var crew: OfficialCrew?
    @State private var lastOpened: Date?

    var body: some View {
        List {
            if let crew {
                LabeledContent("Referee", value: crew.referee)
                LabeledContent("Umpire", value: crew.umpire)
                if let judge = crew.fieldJudge {
                    LabeledContent("Field judge", value: judge)
                }
                Text(crew.crewLabel).font(.footnote)
            }
        }
        .task {
            let url = URL(string: "https://api.creaselax.app/v3/games/\(gameId)/officials")!
            if let (data, _) = try? await URLSession.shared.data(from: url) {
                crew = try? JSONDecoder().decode(OfficialCrew.self, from: data)
            }
            lastOpened = UserDefaults.standard.object(forKey: "officialsOpened") as? Date
            UserDefaults.standard.set(Date.now, forKey: "officialsOpened")
        }
    }
}
