import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from "aws-lambda";
import type { ZodType } from "zod";

export type ApiEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2["requestContext"] & {
    authorizer?: { jwt?: { claims?: Record<string, string> } };
  };
};
export type ApiResult = APIGatewayProxyResultV2;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

export function json(status: number, body: unknown): ApiResult {
  return {
    statusCode: status,
    headers: { "content-type": "application/json" },
    body: body === null ? "" : JSON.stringify(body),
  };
}

export const notFound = (code: string): ApiResult => json(404, { error: code });

export function requireUserId(event: ApiEvent): string {
  const sub = event.requestContext.authorizer?.jwt?.claims?.sub;
  if (!sub) {
    throw new HttpError(401, "unauthenticated");
  }
  return sub;
}

export function requirePathParam(event: ApiEvent, name: string): string {
  const value = event.pathParameters?.[name];
  if (!value) {
    throw new HttpError(400, `missing_path_param_${name}`);
  }
  return value;
}

export function parseBody<T>(schema: ZodType<T>, event: ApiEvent): T {
  const parsed = schema.safeParse(event.body ? JSON.parse(event.body) : {});
  if (!parsed.success) {
    throw new HttpError(400, "invalid_body");
  }
  return parsed.data;
}

export function isAdmin(event: ApiEvent): boolean {
  const groups = event.requestContext.authorizer?.jwt?.claims?.["cognito:groups"] ?? "";
  return groups.split(/[\s,\[\]]+/).includes("admin");
}
