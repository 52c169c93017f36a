// Zod -> JSON Schema -> Swift. Run with `npm run generate:schemas`.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { InputData, JSONSchemaInput, FetchingJSONSchemaStore, quicktype } from "quicktype-core";
import { zodToJsonSchema } from "zod-to-json-schema";
import * as schemas from "../src/schemas";

// Run from backend/ (npm scripts always are).
const OUT_DIR = join(process.cwd(), "..", "ios", "Peloton", "Models");

const HEADER = [
  "// This file was generated from the backend Zod schemas. Do not edit it by hand.",
  "// Regenerate with `npm run generate:schemas` from backend/.",
].join("\n");

const files: Record<string, Record<string, unknown>> = {
  "StageModels.generated.swift": {
    StageDisplayState: schemas.StageDisplayStateSchema,
    RaceHubResponse: schemas.RaceHubResponseSchema,
  },
  "StandingsModels.generated.swift": { StandingsResponse: schemas.StandingsResponseSchema },
  "FollowModels.generated.swift": {
    FollowResponse: schemas.FollowResponseSchema,
    UserFollowsResponse: schemas.UserFollowsResponseSchema,
  },
};

async function generate(fileName: string, types: Record<string, unknown>, source: string): Promise<void> {
  const input = new JSONSchemaInput(new FetchingJSONSchemaStore());
  for (const [name, schema] of Object.entries(types)) {
    await input.addSource({ name, schema: JSON.stringify(zodToJsonSchema(schema as never, name)) });
  }
  const data = new InputData();
  data.addInput(input);
  const result = await quicktype({
    inputData: data,
    lang: "swift",
    rendererOptions: { "struct-or-class": "struct", "swift-5-support": "true", "just-types": "true", "protocol": "hashable", "sendable": "true" },
  });
  const body = result.lines.join("\n");
  writeFileSync(join(OUT_DIR, fileName), `${HEADER}\n// Source: ${source}\n\n${body}\n`);
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const [fileName, types] of Object.entries(files)) {
    await generate(fileName, types, "backend/src/schemas");
    console.log(`wrote ${fileName}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
