import { describe, expect, it } from 'vitest';
import { alerts } from '../src/notifications/notifications.messages.js';
import { displayCopy } from '../src/display/display.messages.js';

describe('copy', () => {
  it('keeps the timeout line short', () => {
    expect(displayCopy.timeoutCalled('Lin Y.-J.').length).toBeLessThan(40);
  });

  it('does not use stock phrases', () => {
    const body = alerts.edge('Harimoto').body;
    expect(body).not.toMatch(/on fire|brings up/);
  });

  it('builds the upset body', () => {
    const { body } = alerts.upset('Jang W.', 'Fan Z.', 1);
    expect(body).toBe('Jang W. beats world no. 1 Fan Z.!!');
  });
});
