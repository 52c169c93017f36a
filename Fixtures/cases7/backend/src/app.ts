import express from 'express';
import { activityTokensRouter } from './routes/activityTokens';
import { adminRouter } from './routes/admin';
import { devicesRouter } from './routes/devices';
import { followRouter } from './routes/follow';
import { matchesRouter } from './routes/matches';
import { rankingsRouter } from './routes/rankings';
import { followV2Router } from './routes/v2/follow';
import { logger } from './util/logger';

export const app = express();
app.use(express.json({ limit: '64kb' }));

app.use(matchesRouter);
app.use(rankingsRouter);
app.use(followRouter);
app.use(followV2Router);
app.use(activityTokensRouter);
app.use(devicesRouter);
app.use(adminRouter);

app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
  logger.error({ err }, 'unhandled route error');
  res.status(500).json({ error: 'internal' });
});

if (require.main === module) {
  const port = Number(process.env.PORT ?? 3000);
  app.listen(port, () => logger.info({ port }, 'deuce api listening'));
}
