import { describe, expect, it } from 'vitest';
import { collaborationRating } from '../../worker/services/internal/collaboration-rating';

describe('collaboration rating', () => {
  it('is null without an approved deliverable', () => {
    expect(collaborationRating({ approved: 0, onTime: 0, firstTime: 0 })).toBeNull();
  });
  it('is 5 for everything on time and approved first time, 1 for nothing', () => {
    expect(collaborationRating({ approved: 4, onTime: 4, firstTime: 4 })).toBe(5);
    expect(collaborationRating({ approved: 4, onTime: 0, firstTime: 0 })).toBe(1);
  });
  it('weighs punctuality and first-time approval equally, one decimal', () => {
    expect(collaborationRating({ approved: 4, onTime: 4, firstTime: 0 })).toBe(3);
    expect(collaborationRating({ approved: 3, onTime: 2, firstTime: 3 })).toBe(4.3);
  });
  it('never leaves 1–5 even on inconsistent counts', () => {
    expect(collaborationRating({ approved: 1, onTime: 5, firstTime: 5 })).toBe(5);
  });
});
