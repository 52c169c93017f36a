import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';

export function json(statusCode: number, body: unknown): APIGatewayProxyResultV2 {
  return { statusCode, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

export function userIdFrom(event: APIGatewayProxyEventV2): string {
  const claims = (event.requestContext as { authorizer?: { jwt?: { claims?: { sub?: string } } } }).authorizer?.jwt?.claims;
  if (!claims?.sub) throw new Error('Missing sub claim on authorised route');
  return claims.sub;
}
