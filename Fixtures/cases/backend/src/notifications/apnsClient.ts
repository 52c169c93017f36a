import { connect, type ClientHttp2Session } from "node:http2";
import { signProviderToken } from "./apnsAuth";

const APNS_HOST = process.env.APNS_HOST ?? "https://api.push.apple.com";

export interface ApnsHeaders {
  "apns-push-type": "liveactivity";
  "apns-topic": string;
  "apns-priority": "5" | "10";
}

export type UpdateKind = "wicket" | "score" | "over" | "routine";

export interface ApnsResult {
  token: string;
  status: number;
}

export function priorityFor(kind: UpdateKind): ApnsHeaders["apns-priority"] {
  return kind === "wicket" || kind === "score" ? "10" : "5";
}

let session: ClientHttp2Session | null = null;

function getSession(): ClientHttp2Session {
  if (!session || session.closed) {
    session = connect(APNS_HOST);
  }
  return session;
}

export async function sendToApns(pushToken: string, headers: ApnsHeaders, payload: unknown): Promise<ApnsResult> {
  const providerToken = await signProviderToken();
  return new Promise((resolve, reject) => {
    const request = getSession().request({
      ":method": "POST",
      ":path": `/3/device/${pushToken}`,
      authorization: `bearer ${providerToken}`,
      ...headers,
    });
    request.on("response", (responseHeaders) => {
      resolve({ token: pushToken, status: Number(responseHeaders[":status"]) });
    });
    request.on("error", reject);
    request.end(JSON.stringify(payload));
  });
}
