import { connect, type ClientHttp2Session } from 'node:http2';
import { importPKCS8, SignJWT } from 'jose';

export interface ApnsConfig {
  teamId: string;
  keyId: string;
  privateKeyPem: string;
  bundleId: string;
  production: boolean;
}

export const config: ApnsConfig = {
  teamId: process.env.APNS_TEAM_ID ?? '',
  keyId: process.env.APNS_KEY_ID ?? '',
  privateKeyPem: process.env.APNS_PRIVATE_KEY ?? '',
  bundleId: process.env.APNS_BUNDLE_ID ?? 'app.oche.ios',
  production: process.env.APNS_ENV === 'production',
};

export interface ApnsRequest {
  token: string;
  headers: Record<string, string>;
  payload: unknown;
}

export interface ApnsResult {
  ok: boolean;
  status: number;
  reason?: string;
}

/** Token-based (.p8) connection; certificate auth cannot send the liveactivity push type. */
class ApnsClient {
  private session: ClientHttp2Session | null = null;
  private jwt: { value: string; issuedAt: number } | null = null;

  constructor(private readonly cfg: ApnsConfig) {}

  async send(req: ApnsRequest): Promise<ApnsResult> {
    const session = this.connection();
    const authorization = `bearer ${await this.token()}`;
    return new Promise((resolve, reject) => {
      const stream = session.request({
        ':method': 'POST',
        ':path': `/3/device/${req.token}`,
        authorization,
        'content-type': 'application/json',
        ...req.headers,
      });
      let status = 0;
      let body = '';
      stream.on('response', (headers) => {
        status = Number(headers[':status']);
      });
      stream.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const reason = body ? (JSON.parse(body) as { reason?: string }).reason : undefined;
        resolve({ ok: status === 200, status, reason });
      });
      stream.on('error', reject);
      stream.end(JSON.stringify(req.payload));
    });
  }

  private connection(): ClientHttp2Session {
    if (!this.session || this.session.closed || this.session.destroyed) {
      const host = this.cfg.production ? 'https://api.push.apple.com' : 'https://api.sandbox.push.apple.com';
      this.session = connect(host);
      this.session.on('error', () => {
        this.session = null;
      });
    }
    return this.session;
  }

  /** Provider tokens are valid for an hour; refresh well before that. */
  private async token(): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    if (this.jwt && now - this.jwt.issuedAt < 50 * 60) return this.jwt.value;
    const key = await importPKCS8(this.cfg.privateKeyPem, 'ES256');
    const value = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: this.cfg.keyId })
      .setIssuer(this.cfg.teamId)
      .setIssuedAt(now)
      .sign(key);
    this.jwt = { value, issuedAt: now };
    return value;
  }
}

export const apns = new ApnsClient(config);
export const LIVE_ACTIVITY_TOPIC = `${config.bundleId}.push-type.liveactivity`;
