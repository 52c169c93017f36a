import Foundation

// Sample data for previews and FakeRaceCardService. Display strings here stand
// in for what the backend sends.
enum PreviewData {
    static let runners: [Runner] = [
        Runner(runnerId: "r1", horseName: "Sea The Moon", jockeyName: "H. Doyle", trainerName: "W. Haggas",
               saddleCloth: 1, oddsText: "5/2", oddsNumerator: 5, oddsDenominator: 2, previousOddsText: "3/1",
               isNonRunner: false, position: 1, positionText: "1st", beatenLengths: nil, beatenDistanceText: nil,
               silkEmoji: "🟦", isFavourite: true),
        Runner(runnerId: "r2", horseName: "Kilbeggan Lass", jockeyName: "R. Moore", trainerName: "A. O'Brien",
               saddleCloth: 2, oddsText: "11/4", oddsNumerator: 11, oddsDenominator: 4, previousOddsText: nil,
               isNonRunner: false, position: 2, positionText: "2nd", beatenLengths: 1.75, beatenDistanceText: "1¾ lengths",
               silkEmoji: "🟩", isFavourite: false),
    ]

    static let liveRace = Race(
        raceId: "chelt-1335", meetingId: "chelt", courseName: "Cheltenham", raceName: "Supreme Novices' Hurdle",
        offTime: .now, offTimeText: "1:30", distanceYards: 3_520, distanceText: "2m ½f", goingText: "Good to Soft",
        phase: .off, furlongsRun: 9.5, statusText: "2f out", runners: runners, isFollowed: true
    )

    static let meetings = [
        Meeting(meetingId: "chelt", courseName: "Cheltenham", goingText: "Good to Soft", statusText: "Racing",
                isAbandoned: false, races: [liveRace]),
    ]

    static let raceCard = RaceCardResponse(
        race: RaceCardRace(raceId: "chelt-1335", courseName: "Cheltenham", raceName: "Supreme Novices' Hurdle",
                           offTimeText: "1:30", distanceText: "2m ½f", goingText: "Good to Soft", prizeText: "£125,000",
                           fieldSizeText: "14 runners", statusText: "Declared", phase: .declared),
        runners: [
            RunnerRow(runnerId: "r1", horseName: "Sea The Moon", jockeyName: "H. Doyle", trainerName: "W. Haggas",
                      saddleCloth: 1, oddsText: "5/2", oddsMovement: .shortening, isNonRunner: false,
                      nonRunnerText: nil, formText: "1-21", silkEmoji: "🟦"),
        ],
        nonRunnersText: "Non-runner: 7 Dancing Brave (vet's certificate)"
    )

    static let result = RaceResult(
        raceId: "chelt-1335", winnerName: "Sea The Moon", winnerSpText: "5/2", dividendText: "Tote win £3.40",
        winDividend: 3.4,
        placings: [Placing(position: 1, horseName: "Sea The Moon", beatenDistanceText: "", beatenLengths: 0, startingPrice: "5/2")],
        hadPhotoFinish: true, hadEnquiry: false, enquiryOutcomeText: nil
    )
}
