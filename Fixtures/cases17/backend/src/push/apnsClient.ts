import http2 from 'node:http2';
import { readFileSync } from 'node:fs';
import { signProviderToken } from './providerToken';
import { config } from '../config';

export function openTokenSession() {
  return http2.connect(config.apnsHost);
}

export function openLegacySession() {
  return http2.connect(config.apnsHost, {
    cert: readFileSync(config.apnsCertPath),
    key: readFileSync(config.apnsKeyPath),
  });
}

export function authHeaders() {
  return { authorization: `bearer ${signProviderToken(config.apnsKeyId, config.apnsTeamId)}` };
}
