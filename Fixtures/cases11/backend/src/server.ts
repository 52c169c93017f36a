import express from 'express';
import { followRouter } from './routes/follow';
import { activityRouter } from './routes/activity';
import { racesRouter } from './routes/races';
import { standingsRouter } from './routes/standings';
import { pollOnce } from './poller/racePoller';
import { logger } from './util/logger';

const app = express();
app.use(express.json());
app.use(followRouter, activityRouter, racesRouter, standingsRouter);

const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => logger.info(`apex api listening on ${port}`));

setInterval(() => {
  pollOnce().catch((err) => logger.error('poll failed', { err: String(err) }));
}, 5000);
