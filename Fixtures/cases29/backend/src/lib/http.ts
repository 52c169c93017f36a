export interface Request {
  userId: string;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: unknown;
}

export interface Response {
  status(code: number): Response;
  json(body: unknown): Response;
}
