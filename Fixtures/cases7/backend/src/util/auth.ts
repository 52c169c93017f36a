import type { NextFunction, Request, Response } from 'express';
import { jwtVerify, createRemoteJWKSet } from 'jose';

const jwks = createRemoteJWKSet(new URL(process.env.COGNITO_JWKS_URL ?? 'https://example.invalid/jwks.json'));

export async function requireUser(req: Request, res: Response, next: NextFunction) {
  const header = req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : null;
  if (!token) {
    return res.status(401).json({ error: 'unauthorized' });
  }
  try {
    const { payload } = await jwtVerify(token, jwks);
    res.locals.userId = payload.sub;
    res.locals.groups = (payload['cognito:groups'] as string[] | undefined) ?? [];
    next();
  } catch {
    res.status(401).json({ error: 'unauthorized' });
  }
}

export function requireAdmin(req: Request, res: Response, next: NextFunction) {
  const groups = (res.locals.groups as string[] | undefined) ?? [];
  if (!groups.includes('admins')) {
    return res.status(403).json({ error: 'forbidden' });
  }
  next();
}
