import apn from '@parse/node-apn';
import { config } from '../config';

export const liveActivityProvider = new apn.Provider({
  token: { key: config.apnsAuthKeyPath, keyId: config.apnsKeyId, teamId: config.apnsTeamId },
  production: config.stage === 'prod',
});

export const legacyAlertProvider = new apn.Provider({
  pfx: config.apnsPfxPath,
  passphrase: config.apnsPfxPassphrase,
  production: true,
});
