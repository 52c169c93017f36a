/** Connection options for the APNs HTTP/2 client. Internal config, not an API shape. */
export interface ApnsClientOptions {
  host: 'api.push.apple.com' | 'api.sandbox.push.apple.com';
  teamId: string;
  keyId: string;
  signingKeyPem: string;
  bundleId: string;
}

export interface ApnsSendResult {
  status: number;
  apnsId: string | null;
  reason: string | null;
}
