import { sendAlert } from "../apns/alertPush.js";
import { intermissionPayload, sendLiveActivity } from "../apns/liveActivityPush.js";
import { buildContentState } from "../display/buildDisplayState.js";
import { notificationMessages as n } from "../notifications/notifications.messages.js";
import { listSubscriptionsForGame } from "../stores/activitySubscriptionStore.js";
import { listDevicesForUser } from "../stores/deviceTokenStore.js";
import { listFollowersOfGame } from "../stores/followStore.js";
import { listGamesStartingBetween, listLiveGames, type StoredGame } from "../stores/gameStore.js";

const REMINDER_LEAD_MS = 15 * 60 * 1000;
const SCHEDULE_TICK_MS = 60 * 1000;

// EventBridge calls this once a minute. It refreshes intermission states on running Live
// Activities and sends the "starting soon" alert to followers a quarter of an hour before puck drop.
export async function handler(): Promise<void> {
  const live = await listLiveGames();
  for (const game of live.filter((g) => g.phase === "intermission")) {
    await refreshIntermission(game);
  }
  await sendStartingSoonAlerts(Date.now());
}

async function refreshIntermission(game: StoredGame): Promise<void> {
  const subs = await listSubscriptionsForGame(game.gameId);
  for (const sub of subs) {
    const payload = intermissionPayload(buildContentState(game, sub.teamId));
    await sendLiveActivity(sub.token, payload, 10);
  }
}

async function sendStartingSoonAlerts(now: number): Promise<void> {
  const from = new Date(now + REMINDER_LEAD_MS - SCHEDULE_TICK_MS).toISOString();
  const to = new Date(now + REMINDER_LEAD_MS).toISOString();
  const upcoming = await listGamesStartingBetween(from, to);
  for (const game of upcoming) {
    const followers = await listFollowersOfGame(game.gameId);
    for (const follow of followers) {
      const devices = await listDevicesForUser(follow.userId);
      for (const device of devices) {
        await sendAlert(device.apnsToken, {
          title: `${game.away.name} at ${game.home.name} starts soon`,
          body: n.gameStart.body,
          threadId: `game-${game.gameId}`,
          timeSensitive: false,
        });
      }
    }
  }
}
