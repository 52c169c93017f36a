import http2 from "node:http2";
import { config } from "../config";
import { logger } from "../lib/logger";
import { providerToken } from "./apnsJwt";

export interface ApnsRequest {
  deviceToken: string;
  headers: Record<string, string>;
  payload: unknown;
}

export interface ApnsResult {
  status: number;
  reason?: string;
}

let session: http2.ClientHttp2Session | null = null;

function getSession(): http2.ClientHttp2Session {
  if (!session || session.closed || session.destroyed) {
    session = http2.connect(config.apnsHost);
    session.on("error", (error) => {
      logger.warn("apns session error", { error: String(error) });
      session = null;
    });
  }
  return session;
}

export function sendToApns(request: ApnsRequest): Promise<ApnsResult> {
  return new Promise((resolve, reject) => {
    const stream = getSession().request({
      ":method": "POST",
      ":path": `/3/device/${request.deviceToken}`,
      authorization: `bearer ${providerToken()}`,
      ...request.headers,
    });
    let body = "";
    let status = 0;
    stream.setEncoding("utf8");
    stream.on("response", (headers) => {
      status = Number(headers[":status"]);
    });
    stream.on("data", (chunk: string) => {
      body += chunk;
    });
    stream.on("end", () => {
      const reason = body ? (JSON.parse(body) as { reason?: string }).reason : undefined;
      resolve({ status, reason });
    });
    stream.on("error", reject);
    stream.end(JSON.stringify(request.payload));
  });
}
