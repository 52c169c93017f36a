import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../stores/dynamo';
import { TABLES } from '../stores/tables';
import type { Router } from './router';

export function registerAdminRoutes(router: Router) {
  router.get('/admin/follows/export', async (_req, res) => {
    // umpire-disable-next-line unjustified-scan -- admin-only CSV export, run by hand a few times a season
    const out = await ddb.send(new ScanCommand({ TableName: TABLES.follows }));
    return res.json(out.Items ?? []);
  });

  router.get('/admin/matches/orphans', async (_req, res) => {
    const out = await ddb.send(new ScanCommand({ TableName: TABLES.matches, FilterExpression: 'attribute_not_exists(leagueId)' }));
    return res.json(out.Items ?? []);
  });

  router.get('/admin/health', async (_req, res) => {
    // umpire-disable-next-line inline-kopy -- health payload is not user-facing
    return res.json({ ok: true, note: 'ScanCommand is never used on hot paths' });
  });
}
