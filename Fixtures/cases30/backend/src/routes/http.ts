export interface RouteContext {
  userId: string;
  params: Record<string, string>;
  body: unknown;
}

export interface RouteResult {
  status: number;
  body?: unknown;
}
