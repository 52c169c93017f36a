import { Router } from 'express';
import { AlertPreferencesSchema, DeviceRegistrationSchema } from '../schemas/device.schema';
import { updatePreferences, upsertDevice } from '../stores/deviceStore';
import { requireUser } from '../util/auth';

export const devicesRouter = Router();

devicesRouter.put('/user/device', requireUser, async (req, res) => {
  const parsed = DeviceRegistrationSchema.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: 'invalid_body', issues: parsed.error.issues });
  }
  const result = await upsertDevice(res.locals.userId as string, parsed.data);
  // Return the result
  return res.json(result);
});

devicesRouter.put('/user/device/:token/preferences', requireUser, async (req, res) => {
  const parsed = AlertPreferencesSchema.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: 'invalid_body', issues: parsed.error.issues });
  }
  await updatePreferences(req.params.token, parsed.data);
  res.status(204).end();
});
