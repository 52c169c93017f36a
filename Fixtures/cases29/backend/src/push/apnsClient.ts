import http2 from 'node:http2';
import { readFileSync } from 'node:fs';
import { importPKCS8, SignJWT } from 'jose';
import { logger } from '../lib/logger.js';
import type { ApnsConfig } from '../types.js';

const HOSTS = { production: 'https://api.push.apple.com', sandbox: 'https://api.sandbox.push.apple.com' };

/** Token-based APNs client. Certificate auth cannot send liveactivity pushes. */
export class ApnsClient {
  private session?: http2.ClientHttp2Session;
  private jwt?: { value: string; issuedAt: number };

  constructor(private readonly config: ApnsConfig) {}

  private async bearer(): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    // Apple rejects provider tokens older than an hour; refresh at 50 minutes.
    if (this.jwt && now - this.jwt.issuedAt < 50 * 60) return this.jwt.value;
    const key = await importPKCS8(readFileSync(this.config.privateKeyPath, 'utf8'), 'ES256');
    const value = await new SignJWT({ iss: this.config.teamId, iat: now })
      .setProtectedHeader({ alg: 'ES256', kid: this.config.keyId })
      .sign(key);
    this.jwt = { value, issuedAt: now };
    return value;
  }

  private connect(): http2.ClientHttp2Session {
    if (!this.session || this.session.closed) {
      this.session = http2.connect(this.config.production ? HOSTS.production : HOSTS.sandbox);
    }
    return this.session;
  }

  async send(token: string, headers: Record<string, string>, payload: unknown): Promise<{ status: number; apnsId?: string }> {
    const authorization = `bearer ${await this.bearer()}`;
    return new Promise((resolve, reject) => {
      const req = this.connect().request({
        ':method': 'POST',
        ':path': `/3/device/${token}`,
        authorization,
        ...headers,
      });
      let status = 0;
      let apnsId: string | undefined;
      req.on('response', (h) => {
        status = Number(h[':status']);
        apnsId = h['apns-id'] as string | undefined;
      });
      req.on('error', reject);
      req.on('end', () => {
        if (status >= 400) logger.warn('apns rejected push', { status, apnsId });
        resolve({ status, apnsId });
      });
      req.end(JSON.stringify(payload));
    });
  }
}
