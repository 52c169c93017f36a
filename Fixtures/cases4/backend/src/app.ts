import express, { type NextFunction, type Request, type Response } from 'express';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { ZodError } from 'zod';
import { devicesRouter } from './routes/devices.js';
import { followRouter } from './routes/follow.js';
import { matchesRouter } from './routes/matches.js';

const jwks = createRemoteJWKSet(new URL(process.env.JWKS_URL ?? 'https://auth.oche.app/.well-known/jwks.json'));

async function authenticate(req: Request, res: Response, next: NextFunction): Promise<void> {
  const header = req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  try {
    const { payload } = await jwtVerify(token, jwks);
    res.locals.userId = payload.sub;
    next();
  } catch {
    res.status(401).json({ error: 'unauthorized' });
  }
}

export const app = express();
app.use(express.json());
app.use('/v1', authenticate, matchesRouter, followRouter, devicesRouter);

app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
  if (err instanceof ZodError) {
    res.status(400).json({ error: 'invalid_request', issues: err.issues });
    return;
  }
  console.error('unhandled', err);
  res.status(500).json({ error: 'internal' });
});

if (process.env.NODE_ENV !== 'test') {
  const port = Number(process.env.PORT ?? 3000);
  app.listen(port, () => console.info(`oche api listening on ${port}`));
}
