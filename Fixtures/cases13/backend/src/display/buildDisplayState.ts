import type { Fixture, Innings } from "../schemas/fixture.schema";
import type { FeedSnapshot } from "../stores/fixtureStore";
import { displayMessages as m } from "./display.messages";
import { formatOvers, formatScore, runRate } from "./scoreline";
import { statusLine } from "./statusHelpers";

const BALLS_PER_INNINGS = 120;

/**
 * Orchestrator: turns a raw feed snapshot into the pre-formatted Fixture the apps render.
 * Every string the user reads is decided here (or in a *.messages.ts file), never on the device.
 */
export function buildDisplayState(snapshot: FeedSnapshot): Fixture {
  const innings = snapshot.innings.map((inn, index) => buildInnings(snapshot, inn, index));
  const current = snapshot.innings[snapshot.innings.length - 1];
  const chasing = snapshot.innings.length === 2 && snapshot.target != null;

  const ballsLeft = BALLS_PER_INNINGS - (current?.legalBalls ?? 0);
  const need = chasing ? snapshot.target! - (current?.runs ?? 0) : 0;

  const chase = chasing
    ? {
        target: snapshot.target!,
        runs: current.runs,
        headline: `Need ${need} from ${ballsLeft} balls`,
        targetText: m.targetText(snapshot.target!),
        revisedTargetText: snapshot.dlsTarget ? m.revisedTarget(snapshot.dlsTarget.runs, snapshot.dlsTarget.overs) : null,
        parScoreText: snapshot.dlsPar != null ? `Par score ${snapshot.dlsPar}` : null,
        requiredRate: ballsLeft > 0 ? (need / ballsLeft) * 6 : 0,
        requiredRateText: m.requiredRate(((need / Math.max(ballsLeft, 1)) * 6).toFixed(2)),
        oversText: formatOvers(current.legalBalls),
      }
    : null;

  return {
    id: snapshot.fixtureId,
    title: `${snapshot.home.shortName} v ${snapshot.away.shortName}`,
    venueText: snapshot.venueName,
    statusText: statusLine(snapshot),
    shortStatusText: snapshot.phase === "live" ? formatScore(current.runs, current.wickets) : statusLine(snapshot),
    phase: snapshot.phase,
    sentiment: snapshot.sentiment,
    isLive: snapshot.phase === "live",
    startTime: snapshot.startTime,
    endTime: snapshot.endTime ?? null,
    home: snapshot.home,
    away: snapshot.away,
    homeScoreText: snapshot.homeRuns != null ? formatScore(snapshot.homeRuns, snapshot.homeWickets ?? 0) : null,
    awayScoreText: snapshot.awayRuns != null ? formatScore(snapshot.awayRuns, snapshot.awayWickets ?? 0) : null,
    innings,
    chase,
    tossText: snapshot.toss ? m.toss(snapshot.toss.winner, snapshot.toss.choice) : undefined,
    reviewsRemaining: snapshot.reviewsRemaining,
    rainDelayMinutes: snapshot.rainDelayMinutes ?? null,
  };
}

function buildInnings(snapshot: FeedSnapshot, inn: FeedSnapshot["innings"][number], index: number): Innings {
  const completedOvers = Math.floor(inn.legalBalls / 6);
  return {
    id: `${snapshot.fixtureId}-inn-${index + 1}`,
    number: index + 1,
    battingTeamName: inn.battingTeamName,
    tabLabel: index === 0 ? m.firstInningsLabel : m.chaseLabel,
    runs: inn.runs,
    wickets: inn.wickets,
    legalBalls: inn.legalBalls,
    completedOvers,
    oversText: formatOvers(inn.legalBalls),
    scoreText: formatScore(inn.runs, inn.wickets),
    phaseBadge: completedOvers < 6 ? m.powerplayBadge : null,
    phaseLabel: `RR ${runRate(inn.runs, inn.legalBalls)}`,
  };
}
