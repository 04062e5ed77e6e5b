import { describe, expect, it } from 'vitest';
import {
  mergeLegends,
  PLANNING_SETTINGS_DEFAULTS,
  planningSettingsOf,
  ZSaveAbsentLegendsRequest,
  ZSavePlanningSettingsRequest,
} from './planning-settings.ts';

describe('planning settings in the owner settings', () => {
  it('reads defaults from an empty or broken settings document', () => {
    expect(planningSettingsOf({})).toEqual(PLANNING_SETTINGS_DEFAULTS);
    expect(
      planningSettingsOf({
        absentLegends: 'nonsense',
        employeePlanningTooltips: ['unknown'],
        announcementDefaults: { mode: 9, days: 1 },
      }),
    ).toEqual(PLANNING_SETTINGS_DEFAULTS);
  });

  it('keeps one legend per kind in kind order, stored ones over defaults, changes over stored ones', () => {
    const stored = [
      { kind: 2, color: '#00ff00', label: 'Ziek' },
      { kind: 9, color: '#000000', label: 'not a kind' },
    ];
    const legends = mergeLegends(stored, [{ kind: 1, color: '#123456', label: 'Vakantie' }]);
    expect(legends.map((l) => l.kind)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(legends[0]).toEqual({ kind: 1, color: '#123456', label: 'Vakantie' });
    expect(legends[1]).toEqual({ kind: 2, color: '#00ff00', label: 'Ziek' });
    expect(legends[2]).toEqual(PLANNING_SETTINGS_DEFAULTS.absentLegends[2]);
  });

  it('refuses legends with a bad colour or the same kind twice', () => {
    expect(ZSaveAbsentLegendsRequest.safeParse({ legends: [{ kind: 1, color: 'red' }] }).success).toBe(false);
    expect(
      ZSaveAbsentLegendsRequest.safeParse({
        legends: [
          { kind: 1, color: '#ff0000' },
          { kind: 1, color: '#00ff00' },
        ],
      }).success,
    ).toBe(false);
    expect(ZSaveAbsentLegendsRequest.parse({ legends: '[{"kind":3,"color":"#ABCDEF"}]' }).legends).toEqual([
      { kind: 3, color: '#ABCDEF', label: '' },
    ]);
  });

  it('keeps tooltip fields in their list order and refuses unknown ones; announcement days 1 to 5', () => {
    const parsed = ZSavePlanningSettingsRequest.parse({ employeePlanningTooltips: ['note', 'project'] });
    expect(parsed.employeePlanningTooltips).toEqual(['project', 'note']);
    expect(ZSavePlanningSettingsRequest.safeParse({ projectPlanningTooltips: ['project'] }).success).toBe(false);
    expect(ZSavePlanningSettingsRequest.safeParse({ announcementDefaults: { mode: 2, days: 6 } }).success).toBe(false);
    expect(ZSavePlanningSettingsRequest.safeParse({ announcementDefaults: { mode: 4, days: 2 } }).success).toBe(false);
    expect(ZSavePlanningSettingsRequest.parse({ announcementDefaults: { mode: '3', days: '5' } })).toEqual({
      announcementDefaults: { mode: 3, days: 5 },
    });
  });
});
