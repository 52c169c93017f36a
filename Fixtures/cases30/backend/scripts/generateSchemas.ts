import { writeFileSync, mkdirSync } from 'node:fs';
import { zodToJsonSchema } from 'zod-to-json-schema';
import * as game from '../src/schemas/game.schema.js';
import * as liveActivity from '../src/schemas/liveActivity.schema.js';
import * as follow from '../src/schemas/follow.schema.js';

// quicktype runs afterwards over build/json-schema/*.json and writes ios/Crease/Models/Generated.
const groups = { GameModels: game, LiveActivityModels: liveActivity, FollowModels: follow };

mkdirSync('build/json-schema', { recursive: true });
for (const [name, mod] of Object.entries(groups)) {
  const definitions = Object.fromEntries(
    Object.entries(mod)
      .filter(([key]) => key.endsWith('Schema'))
      .map(([key, schema]) => [key.replace(/Schema$/, ''), zodToJsonSchema(schema as never)]),
  );
  writeFileSync(`build/json-schema/${name}.json`, JSON.stringify({ definitions }, null, 2));
}
