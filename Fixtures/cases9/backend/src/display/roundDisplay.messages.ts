// User-facing copy for leaderboard rows, Live Activities and scoring pushes.
// Voice: a golf fan walking with the group, not a broadcaster.

export const statusCopy = {
  notStarted: 'Tees off at {teeTime}',
  inProgress: 'Thru {thru}',
  suspended: 'Play suspended — resumes {resumeTime}',
  complete: 'Round complete',
  playoffPending: 'Playoff to come — {players}',
  finalLeader: 'Wins at {toPar} — {margin} clear',
} as const;

export const toParCopy = {
  even: 'E',
  under: '-{strokes}',
  over: '+{strokes}',
};

export const eventCopy = {
  birdie: 'Birdie at {hole} — {toPar} for the day',
  eagle: 'Eagle at {hole} — now {toPar}',
  bogey: 'Bogey at {hole} — back to {toPar}',
  doubleBogey: 'Double at {hole} - slips to {toPar}',
  holeInOne: 'Hole-in-one at {hole}!',
  albatross: 'Albatross at {hole}! Two on a par five',
  birdieRun: 'Birdie!! Three in a row from {fromHole}',
  parSave: 'Par save at {hole}!',
  leadChange: '{player} takes the lead | {toPar}',
  cutMade: '{player} makes the cut – {toPar}',
  onFire: '{player} is on fire with {count} birdies',
  milestone: '{player} brings up {count} birdies for the week',
  comeback: 'A bogey at 17 brings {player} back to {toPar}',
  streak: '{player} in a hurry — {count} under through {thru}',
  hype: 'INCREDIBLE eagle from {player} at {hole}',
  brilliant: '{player} hits a brilliant approach to set up birdie',
  playoffStart: 'Playoff — {players} back to the 18th',
  markdown: '**Playoff** at {hole}',
  codeName: '`{player}` takes a two-shot lead',
  approx: 'Leaders tee off in ~{minutes} min',
  htmlBreak: 'Eagle at {hole}<br>{toPar} for the week',
  weatherDelay: 'Play suspended at {course} because of lightning in the area. Players have been taken off the course and the restart time will be announced once the storm has passed and the grounds staff have checked every green',
  teeSoon: '{player} tees off at {teeTime}',
};

export const pushCopy = {
  eagle: {
    title: 'Eagle for {player}',
    body: '{player} makes eagle at the {hole}th',
  },
  newLeader: {
    title: 'New leader at {tournament}',
    body: '{player} moves to {toPar} — one clear',
  },
  cutLine: {
    title: 'Cut line moves to {cut}',
    body: 'Cut line moves to {cut} with the last groups on the course',
  },
  winner: {
    title: '{player} wins {tournament}',
    body: 'Closes with a {score} — {toPar} for the week',
  },
};

export const placeholderCopy = {
  noScores: 'No scores yet',
  noTeeTimes: 'Tee times drop on Wednesday',
};
