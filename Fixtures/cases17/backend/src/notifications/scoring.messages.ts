// Copy for scoring alerts. Voice: a fan on the couch with friends, not a broadcaster.

export const scoringMessages = {
  touchdown: (team: string, scorer: string, yards: number) => ({
    title: `${team} touchdown`,
    body: `${scorer} from ${yards} yards — ${team} in front`,
  }),
  fieldGoal: (team: string, kicker: string, yards: number) => ({
    title: `${team} field goal`,
    body: `${kicker} is good from ${yards}!`,
  }),
  bigTouchdown: (team: string, scorer: string) => ({
    title: `${team} TOUCHDOWN!!`,
    body: `${scorer} with an INCREDIBLE run to the house`,
  }),
  pickSix: (team: string, defender: string) => ({
    title: `Pick-six!`,
    body: `${defender} takes it back for ${team}`,
  }),
  safety: (team: string) => ({
    title: 'Safety!',
    body: `Two points for ${team}`,
  }),
  driveStalls: (team: string, yardLine: string) => ({
    title: `${team} punt`,
    body: `Drive stalls at the ${yardLine}`,
  }),
  hotStreak: (passer: string, completions: number) => ({
    title: `${passer} is on fire`,
    body: `${completions} straight completions - his best spell of the night`,
  }),
  milestone: (player: string, yards: number) => ({
    title: `${player} reaches a milestone`,
    body: `${yards} rushing yards on the season`,
  }),
  explosivePlay: (team: string, player: string, yards: number) => ({
    title: `${team} big play`,
    body: `A magnificent ${yards}-yard catch by ${player}`,
  }),
  overtime: (away: string, home: string) => ({
    title: 'Heading to OT',
    body: `${away} and ${home} level after four — NFL overtime rules apply`,
  }),
  redZone: (team: string) => ({
    title: `${team} in the red zone`,
    body: `${team} in the red zone — first and goal at the 6`,
  }),
  twoMinute: (score: string) => ({
    title: 'Two-minute warning',
    body: `Play stops with ${score} on the board — timeouts will decide this`,
  }),
  turnover: (team: string, player: string) => ({
    title: `${team} turnover`,
    body: `${player} intercepted – ${team} ball at midfield`,
  }),
  challenge: (team: string) => ({
    title: `${team} challenge`,
    body: `Ruling on the field **stands** after review`,
  }),
  reviewPending: (team: string) => ({
    title: 'Under review',
    body: `Booth is reviewing the ${team} catch, back in ~2 min`,
  }),
  recap: (winner: string, loser: string, score: string, passer: string, passYards: number, rusher: string, rushYards: number) => ({
    title: `Final: ${winner} ${score}`,
    body: `${winner} beat ${loser} ${score} behind ${passer}, who threw for ${passYards} yards, while ${rusher} added ${rushYards} on the ground and the defence held on late`,
  }),
  finalShort: (winner: string, score: string) => ({
    title: 'Final',
    body: `${winner} win ${score}`,
  }),
};
