import type { APIGatewayProxyResultV2 } from "aws-lambda";

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function json(status: number, body: unknown): APIGatewayProxyResultV2 {
  return {
    statusCode: status,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  };
}

export function userIdFrom(claims: Record<string, unknown> | undefined): string {
  const sub = claims?.sub;
  if (typeof sub !== "string") {
    throw new HttpError(401, "missing sub claim");
  }
  return sub;
}
