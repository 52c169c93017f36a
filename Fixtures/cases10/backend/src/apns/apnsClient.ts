import http2 from "node:http2";
import { createPrivateKey, sign } from "node:crypto";
import { readFileSync } from "node:fs";
import type { LiveActivityPayload } from "./liveActivityPayload.js";
import { logger } from "../lib/logger.js";

interface ApnsConfig {
  teamId: string;
  keyId: string;
  keyPath: string;
  bundleId: string;
  host: string;
}

export interface ApnsResult {
  status: number;
  reason?: string;
}

const TOKEN_REFRESH_SECONDS = 50 * 60;

export class ApnsClient {
  private session: http2.ClientHttp2Session | null = null;
  private providerToken: { value: string; issuedAt: number } | null = null;

  constructor(private readonly config: ApnsConfig) {}

  private get liveActivityTopic(): string {
    return `${this.config.bundleId}.push-type.liveactivity`;
  }

  private connect(): http2.ClientHttp2Session {
    if (this.session && !this.session.closed && !this.session.destroyed) return this.session;
    this.session = http2.connect(`https://${this.config.host}`);
    this.session.on("error", (err) => logger.warn("apns session error", { err: String(err) }));
    return this.session;
  }

  private bearer(): string {
    const now = Math.floor(Date.now() / 1000);
    if (!this.providerToken || now - this.providerToken.issuedAt > TOKEN_REFRESH_SECONDS) {
      this.providerToken = { value: this.signProviderToken(now), issuedAt: now };
    }
    return this.providerToken.value;
  }

  private signProviderToken(issuedAt: number): string {
    const key = createPrivateKey(readFileSync(this.config.keyPath));
    const header = Buffer.from(JSON.stringify({ alg: "ES256", kid: this.config.keyId })).toString("base64url");
    const claims = Buffer.from(JSON.stringify({ iss: this.config.teamId, iat: issuedAt })).toString("base64url");
    const signature = sign("sha256", Buffer.from(`${header}.${claims}`), { key, dsaEncoding: "ieee-p1363" });
    return `${header}.${claims}.${signature.toString("base64url")}`;
  }

  private baseHeaders(deviceToken: string): http2.OutgoingHttpHeaders {
    return {
      ":method": "POST",
      ":path": `/3/device/${deviceToken}`,
      authorization: `bearer ${this.bearer()}`,
      "content-type": "application/json",
    };
  }

  async sendLiveActivity(deviceToken: string, payload: LiveActivityPayload, opts: { timeSensitive: boolean }): Promise<ApnsResult> {
    return this.request(
      {
        ...this.baseHeaders(deviceToken),
        "apns-push-type": "liveactivity",
        "apns-topic": this.liveActivityTopic,
        "apns-priority": opts.timeSensitive ? "10" : "5",
      },
      payload,
    );
  }

  async sendCourtActivity(deviceToken: string, payload: LiveActivityPayload): Promise<ApnsResult> {
    return this.request(
      {
        ...this.baseHeaders(deviceToken),
        "apns-push-type": "background",
        "apns-topic": this.liveActivityTopic,
        "apns-priority": "10",
      },
      payload,
    );
  }

  async sendAlert(deviceToken: string, payload: object): Promise<ApnsResult> {
    return this.request(
      {
        ...this.baseHeaders(deviceToken),
        "apns-push-type": "alert",
        "apns-topic": this.config.bundleId,
      },
      payload,
    );
  }

  private request(headers: http2.OutgoingHttpHeaders, payload: object): Promise<ApnsResult> {
    return new Promise((resolve, reject) => {
      const req = this.connect().request(headers);
      let status = 0;
      let body = "";
      req.on("response", (h) => {
        status = Number(h[":status"]);
      });
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => resolve({ status, reason: body ? JSON.parse(body).reason : undefined }));
      req.on("error", reject);
      req.end(JSON.stringify(payload));
    });
  }
}

export const apns = new ApnsClient({
  teamId: process.env.APNS_TEAM_ID ?? "",
  keyId: process.env.APNS_KEY_ID ?? "",
  keyPath: process.env.APNS_KEY_PATH ?? "secrets/AuthKey.p8",
  bundleId: process.env.APNS_BUNDLE_ID ?? "app.deuce.ios",
  host: process.env.APNS_HOST ?? "api.push.apple.com",
});
