import type { ScheduledHandler } from "aws-lambda";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { ddb, tables } from "../lib/dynamo.js";
import { LadderResponseSchema, type LadderRow } from "../schemas/ladder.js";
import { logger } from "../lib/logger.js";

const FEED_URL = process.env.LADDER_FEED_URL ?? "";

export const handler: ScheduledHandler = async () => {
  for (const competition of ["AFL", "AFLW"]) {
    const res = await fetch(`${FEED_URL}/${competition}`);
    if (!res.ok) {
      logger.warn("ladder feed failed", { competition, status: res.status });
      continue;
    }
    const ladder = LadderResponseSchema.parse(await res.json());
    await writeRows(competition, ladder.rows);
  }
};

async function writeRows(competition: string, rows: LadderRow[]): Promise<void> {
  // Loop over rows
  await Promise.all(
    rows.map((row) =>
      ddb.send(
        new PutCommand({
          TableName: tables.ladder,
          Item: { competition, ...row, percentage_text: `${row.percentage.toFixed(1)}%` },
        }),
      ),
    ),
  );
}
