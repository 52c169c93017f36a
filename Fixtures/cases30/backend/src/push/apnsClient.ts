import http2 from 'node:http2';
import { SignJWT, importPKCS8 } from 'jose';
import type { ApnsClientOptions, ApnsSendResult } from './apnsTypes.js';

const TOKEN_LIFETIME_MS = 50 * 60 * 1000; // APNs rejects provider tokens older than an hour

/** Token-based (.p8) APNs client. Certificates cannot send the liveactivity push type. */
export class ApnsClient {
  private cachedToken: { value: string; mintedAt: number } | null = null;
  private session: http2.ClientHttp2Session | null = null;

  constructor(private readonly opts: ApnsClientOptions) {}

  private async providerToken(): Promise<string> {
    if (this.cachedToken && Date.now() - this.cachedToken.mintedAt < TOKEN_LIFETIME_MS) return this.cachedToken.value;
    const key = await importPKCS8(this.opts.signingKeyPem, 'ES256');
    const value = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: this.opts.keyId })
      .setIssuer(this.opts.teamId)
      .setIssuedAt()
      .sign(key);
    this.cachedToken = { value, mintedAt: Date.now() };
    return value;
  }

  private connection(): http2.ClientHttp2Session {
    if (!this.session || this.session.closed) {
      this.session = http2.connect(`https://${this.opts.host}`);
    }
    return this.session;
  }

  async send(deviceToken: string, headers: Record<string, string>, payload: unknown): Promise<ApnsSendResult> {
    const jwt = await this.providerToken();
    const req = this.connection().request({
      ':method': 'POST',
      ':path': `/3/device/${deviceToken}`,
      authorization: `bearer ${jwt}`,
      ...headers,
    });
    req.end(JSON.stringify(payload));
    return new Promise((resolve, reject) => {
      let status = 0;
      let apnsId: string | null = null;
      let body = '';
      req.on('response', (h) => {
        status = Number(h[':status']);
        apnsId = (h['apns-id'] as string | undefined) ?? null;
      });
      req.on('data', (d) => (body += d));
      req.on('end', () => resolve({ status, apnsId, reason: body ? (JSON.parse(body).reason as string) : null }));
      req.on('error', reject);
    });
  }
}

export const apns = new ApnsClient({
  host: process.env.APNS_SANDBOX === '1' ? 'api.sandbox.push.apple.com' : 'api.push.apple.com',
  teamId: process.env.APNS_TEAM_ID ?? '',
  keyId: process.env.APNS_KEY_ID ?? '',
  signingKeyPem: process.env.APNS_SIGNING_KEY ?? '',
  bundleId: process.env.APNS_BUNDLE_ID ?? 'com.creaselax.app',
});
