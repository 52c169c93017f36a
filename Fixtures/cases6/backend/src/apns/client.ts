import { connect, type ClientHttp2Session } from "node:http2";
import { SignJWT, importPKCS8 } from "jose";

const HOST =
  process.env.APNS_ENV === "production" ? "https://api.push.apple.com" : "https://api.sandbox.push.apple.com";

export const BUNDLE_ID = process.env.APNS_BUNDLE_ID ?? "com.faceoffapp.Faceoff";

// Apple accepts a provider token for up to an hour and throttles refreshes more often than every 20 minutes.
const TOKEN_REFRESH_MS = 50 * 60 * 1000;

let cachedJwt: { value: string; issuedAt: number } | undefined;
let session: ClientHttp2Session | undefined;

async function providerToken(): Promise<string> {
  if (cachedJwt && Date.now() - cachedJwt.issuedAt < TOKEN_REFRESH_MS) {
    return cachedJwt.value;
  }
  const signingKey = await importPKCS8(process.env.APNS_AUTH_KEY_P8 ?? "", "ES256");
  const value = await new SignJWT({})
    .setProtectedHeader({ alg: "ES256", kid: process.env.APNS_KEY_ID ?? "" })
    .setIssuer(process.env.APNS_TEAM_ID ?? "")
    .setIssuedAt()
    .sign(signingKey);
  cachedJwt = { value, issuedAt: Date.now() };
  return value;
}

export type ApnsResponse = { status: number; reason?: string };

export async function sendToApns(
  deviceToken: string,
  headers: Record<string, string>,
  payload: unknown,
): Promise<ApnsResponse> {
  if (!session || session.closed || session.destroyed) {
    session = connect(HOST);
  }
  const jwt = await providerToken();
  const http2 = session;
  return new Promise((resolve, reject) => {
    const req = http2.request({
      ":method": "POST",
      ":path": `/3/device/${deviceToken}`,
      authorization: `bearer ${jwt}`,
      ...headers,
    });
    let status = 0;
    let body = "";
    req.on("response", (h) => {
      status = Number(h[":status"]);
    });
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on("end", () => {
      resolve({ status, reason: body ? (JSON.parse(body) as { reason?: string }).reason : undefined });
    });
    req.on("error", reject);
    req.end(JSON.stringify(payload));
  });
}
