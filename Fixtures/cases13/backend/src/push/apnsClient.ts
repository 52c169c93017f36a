import http2 from "node:http2";
import jwt from "jsonwebtoken";
import type { ApnsClientOptions } from "../types/api.types";
import { logger } from "../logger";

const JWT_TTL_MS = 50 * 60 * 1000; // Apple rejects provider tokens older than an hour

export interface ApnsResponse {
  status: number;
  reason?: string;
  apnsId?: string;
}

/** Token-based (.p8) APNs connection; required for the liveactivity push type. */
export class ApnsClient {
  private session: http2.ClientHttp2Session | null = null;
  private token: { value: string; issuedAt: number } | null = null;

  constructor(private readonly options: ApnsClientOptions, private readonly signingKey: string) {}

  get bundleId(): string {
    return this.options.bundleId;
  }

  async send(deviceToken: string, headers: Record<string, string>, payload: unknown): Promise<ApnsResponse> {
    const session = this.connect();
    const request = session.request({
      ":method": "POST",
      ":path": `/3/device/${deviceToken}`,
      authorization: `bearer ${this.providerToken()}`,
      ...headers,
    });
    request.end(JSON.stringify(payload));
    return new Promise((resolve, reject) => {
      let status = 0;
      let body = "";
      request.on("response", (h) => {
        status = Number(h[":status"]);
      });
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => resolve({ status, reason: body ? JSON.parse(body).reason : undefined }));
      request.on("error", reject);
    });
  }

  private connect(): http2.ClientHttp2Session {
    if (this.session && !this.session.closed) return this.session;
    const host = this.options.production ? "https://api.push.apple.com" : "https://api.sandbox.push.apple.com";
    this.session = http2.connect(host);
    this.session.on("error", (err) => logger.warn("apns session error", { err: String(err) }));
    return this.session;
  }

  private providerToken(): string {
    const now = Date.now();
    if (this.token && now - this.token.issuedAt < JWT_TTL_MS) return this.token.value;
    const value = jwt.sign({ iss: this.options.teamId, iat: Math.floor(now / 1000) }, this.signingKey, {
      algorithm: "ES256",
      header: { alg: "ES256", kid: this.options.keyId },
    });
    this.token = { value, issuedAt: now };
    return value;
  }
}
