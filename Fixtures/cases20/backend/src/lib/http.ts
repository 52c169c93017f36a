export type Request = {
  userId: string;
  params: Record<string, string>;
  body: unknown;
};

export type Response = { statusCode: number; body?: string };

export type Handler = (req: Request) => Promise<Response>;

export function json(statusCode: number, body?: unknown): Response {
  return { statusCode, body: body === undefined ? undefined : JSON.stringify(body) };
}
