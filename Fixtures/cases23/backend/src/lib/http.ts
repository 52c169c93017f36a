import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from "aws-lambda";

export function json(statusCode: number, body: unknown): APIGatewayProxyResultV2 {
  return {
    statusCode,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  };
}

export function userIdFrom(event: APIGatewayProxyEventV2): string {
  const claims = (event.requestContext as { authorizer?: { jwt?: { claims?: Record<string, string> } } }).authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (!sub) {
    throw new Error("userIdFrom: request reached a protected route without a JWT subject");
  }
  return sub;
}
