import type { DriverStanding } from '../schemas';
import { standingsMessages } from '../messages/standings.messages';

export function buildDriverStandings(
  rows: Array<{ driverId: string; name: string; team: string; colour: string; points: number; wins: number }>,
): DriverStanding[] {
  const leaderPoints = rows[0]?.points ?? 0;
  return rows.map((row, index) => ({
    id: row.driverId,
    positionText: String(index + 1),
    driverName: row.name,
    teamName: row.team,
    teamColorName: row.colour,
    points: row.points,
    pointsText: `${row.points} pts`,
    gapText: index === 0 ? standingsMessages.leader : standingsMessages.gapToLeader(leaderPoints - row.points),
    winsText: standingsMessages.wins(row.wins),
  }));
}
