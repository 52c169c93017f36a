export interface Request {
  params: Record<string, string>;
  body: unknown;
  query: Record<string, string | undefined>;
  userId: string;
}

export interface Response {
  status(code: number): Response;
  json(body: unknown): Response;
  end(): Response;
}

export type Handler = (req: Request, res: Response) => Promise<Response>;
