import http2 from 'node:http2';
import jwt from 'jsonwebtoken';
import { logger } from '../logger';

interface ApnsConfig {
  keyId: string;
  teamId: string;
  privateKey: string;
  production: boolean;
}

export interface ApnsResult {
  status: number;
  reason?: string;
  apnsId?: string;
}

const PROVIDER_TOKEN_REFRESH_MS = 50 * 60 * 1000;

export class ApnsClient {
  private providerToken: { value: string; issuedAt: number } | null = null;
  private session: http2.ClientHttp2Session | null = null;

  constructor(private readonly config: ApnsConfig) {}

  private get host(): string {
    return this.config.production ? 'https://api.push.apple.com' : 'https://api.sandbox.push.apple.com';
  }

  private bearerToken(): string {
    const now = Date.now();
    // Apple rejects provider tokens older than an hour and throttles ones refreshed more than every 20 minutes.
    if (this.providerToken && now - this.providerToken.issuedAt < PROVIDER_TOKEN_REFRESH_MS) {
      return this.providerToken.value;
    }
    const value = jwt.sign({ iss: this.config.teamId, iat: Math.floor(now / 1000) }, this.config.privateKey, {
      algorithm: 'ES256',
      header: { alg: 'ES256', kid: this.config.keyId },
    });
    this.providerToken = { value, issuedAt: now };
    return value;
  }

  private connect(): http2.ClientHttp2Session {
    if (!this.session || this.session.closed || this.session.destroyed) {
      this.session = http2.connect(this.host);
      this.session.on('error', (error) => logger.warn('APNs session error', { error: String(error) }));
    }
    return this.session;
  }

  send(deviceToken: string, headers: Record<string, string>, payload: unknown): Promise<ApnsResult> {
    const body = JSON.stringify(payload);
    return new Promise((resolve, reject) => {
      const request = this.connect().request({
        ':method': 'POST',
        ':path': `/3/device/${deviceToken}`,
        authorization: `bearer ${this.bearerToken()}`,
        'content-type': 'application/json',
        ...headers,
      });
      let status = 0;
      let apnsId: string | undefined;
      let data = '';
      request.on('response', (responseHeaders) => {
        status = Number(responseHeaders[':status']);
        apnsId = responseHeaders['apns-id'] as string | undefined;
      });
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        data += chunk;
      });
      request.on('end', () => {
        const reason = data ? (JSON.parse(data) as { reason?: string }).reason : undefined;
        resolve({ status, reason, apnsId });
      });
      request.on('error', reject);
      request.end(body);
    });
  }
}
