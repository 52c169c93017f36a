import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import serverless from "serverless-http";
import { ZodError } from "zod";
import { devicesRouter } from "./routes/devices.js";
import { followsRouter } from "./routes/follows.js";
import { teamFollowsRouter } from "./routes/teamFollows.js";

// API Gateway's Cognito authorizer has already verified the JWT; we only read the subject.
const requireUser: RequestHandler = (req, res, next) => {
  const claims = (req as { requestContext?: { authorizer?: { claims?: { sub?: string } } } }).requestContext?.authorizer
    ?.claims;
  if (!claims?.sub) {
    res.status(401).json({ error: "unauthenticated" });
    return;
  }
  res.locals.userId = claims.sub;
  next();
};

const onError: ErrorRequestHandler = (err, _req, res, _next) => {
  if (err instanceof ZodError) {
    res.status(400).json({ error: "invalid_request", issues: err.issues });
    return;
  }
  console.error("unhandled API error", err);
  res.status(500).json({ error: "internal" });
};

export const app = express();
app.use(express.json());
app.use(requireUser);
app.use(followsRouter);
app.use(teamFollowsRouter);
app.use(devicesRouter);
app.use(onError);

export const handler = serverless(app);
