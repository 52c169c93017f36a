import SwiftUI

struct ResultsView: View {
    let raceId: String
    @State private var result: RaceResult?

    var body: some View {
        List {
            if let result {
                Section("Result") {
                    Text(result.winnerName)
                        .font(.title2.bold())
                    Text(result.dividendText)
                    Text(String(format: "Tote win £%.2f", result.winDividend))
                    Text(result.winDividend, format: .currency(code: "GBP"))
                    Text(result.winnerSpText.replacingOccurrences(of: "/", with: "-"))
                    Text(result.hadPhotoFinish ? "Photo finish" : "Won cosily")
                    if let outcome = result.enquiryOutcomeText {
                        Text(outcome)
                    }
                }
                Section("Placings") {
                    ForEach(result.placings.prefix(4), id: \.position) { placing in
                        Text("\(placing.position). \(placing.horseName) — \(placing.beatenDistanceText)")
                    }
                }
            } else {
                ProgressView()
            }
        }
        .task {
            let url = URL(string: "https://api.furlong.app/v1/races/\(raceId)/result")!
            guard let (data, _) = try? await URLSession.shared.data(from: url) else { return }
            result = try? JSONDecoder().decode(RaceResult.self, from: data)
        }
    }
}
