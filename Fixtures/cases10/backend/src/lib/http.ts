import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2 } from "aws-lambda";

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type ApiResult = APIGatewayProxyResultV2;

export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export function json(status: number, body: unknown): ApiResult {
  return {
    statusCode: status,
    headers: { "content-type": "application/json" },
    body: body === null ? "" : JSON.stringify(body),
  };
}

export function requireUser(event: ApiEvent): string {
  const sub = event.requestContext.authorizer?.jwt?.claims?.sub;
  if (typeof sub !== "string") throw new HttpError(401, "missing sub claim");
  return sub;
}

export function parseBody(event: ApiEvent): unknown {
  return JSON.parse(event.body ?? "{}");
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
export const toEpochSeconds = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
