import { describe, expect, it } from 'vitest';
import {
  announcementRecipients,
  areDeliverable,
  automaticAnnouncementWindow,
  isAnnouncementDue,
  isAnnouncementEnabled,
} from './announcements.ts';

describe('announcements (spec 002 §5, §9)', () => {
  it('are enabled for automatic (2) and manual (3), not for disabled (1)', () => {
    expect([1, 2, 3].map(isAnnouncementEnabled)).toEqual([false, true, true]);
  });

  it('send automatically from tomorrow up to the project’s days ahead', () => {
    expect(automaticAnnouncementWindow('2026-11-23', 1)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(automaticAnnouncementWindow('2026-11-30', 5)).toEqual({ from: '2026-12-01', to: '2026-12-05' });
    const auto = { announcement: 2, announcementDays: 2 };
    expect(isAnnouncementDue(auto, '2026-11-23', '2026-11-23')).toBe(false);
    expect(isAnnouncementDue(auto, '2026-11-24', '2026-11-23')).toBe(true);
    expect(isAnnouncementDue(auto, '2026-11-25', '2026-11-23')).toBe(true);
    expect(isAnnouncementDue(auto, '2026-11-26', '2026-11-23')).toBe(false);
    // Manual and disabled projects are never sent by the automatic run.
    expect(isAnnouncementDue({ ...auto, announcement: 3 }, '2026-11-24', '2026-11-23')).toBe(false);
    expect(isAnnouncementDue({ ...auto, announcement: 1 }, '2026-11-24', '2026-11-23')).toBe(false);
  });

  it('go to the project’s announcement addresses, else to the customer’s e-mail', () => {
    expect(announcementRecipients('a@x.nl, b@x.nl', 'c@x.nl')).toEqual(['a@x.nl', 'b@x.nl']);
    expect(announcementRecipients('  ', 'c@x.nl')).toEqual(['c@x.nl']);
    expect(announcementRecipients('', '')).toEqual([]);
    expect(announcementRecipients('', null)).toEqual([]);
  });

  it('can only be delivered to valid addresses', () => {
    expect(areDeliverable(['a@x.nl'])).toBe(true);
    expect(areDeliverable(['a@x.nl', 'broken'])).toBe(false);
    expect(areDeliverable([])).toBe(false);
  });
});
