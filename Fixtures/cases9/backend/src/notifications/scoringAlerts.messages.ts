// Alert copy for followers. Keep it glanceable.

export const alertCopy = {
  teeTimeReminderTitle: '{player} tees off in 15 minutes',
  teeTimeReminderBody: 'Grouped with {partners} off the {tee} tee',
  roundStartedTitle: '{player} is underway',
  eagleAlertTitle: 'Eagle — {player} at the {hole}th',
  aceAlertTitle: 'Ace for {player} at the {hole}th!',
  playoffAlertTitle: 'Playoff at {tournament}!!',
  missedCutTitle: '{player} misses the cut at {toPar}',
  suspendedTitle: 'Play suspended at {course}',
  suspendedBody: 'Horn at {time}. Scores are frozen until the restart',
  birdieAlertTitle: 'Birdie for {player} - {toPar} thru {thru}',
  winnerAlertTitle: '{player} wins! What a MASSIVE finish',
  roundSummaryBody: 'Signed for a {score} — {toPar} for the week',
};

export const errorCopy = {
  followLimit: 'You can follow up to 20 players at once',
  activityDenied: 'Live Activities are turned off for Fairway in Settings',
};
