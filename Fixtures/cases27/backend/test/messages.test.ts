import { describe, expect, it } from 'vitest';
import { displayMessages } from '../src/display/display.messages.js';
import { goalMessages } from '../src/notifications/goal.messages.js';

describe('copy', () => {
  it('keeps the hat-trick exclamation', () => {
    expect(displayMessages.events.hatTrick('Manhattan')).toBe('Hat-trick for Manhattan!');
  });

  it('builds the goal title', () => {
    expect(goalMessages.goal.title('Hungary', '9–8', 'Spain')).toBe('Hungary 9–8 Spain');
  });

  it('never uses double exclamation marks in goal copy', () => {
    const text = goalMessages.winner.body('Vigvári', '10–9');
    expect(text).not.toMatch(/!!/);
  });
});
