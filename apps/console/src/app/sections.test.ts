import { describe, expect, it } from 'vitest';
import en from '../locales/en/console.json';
import { SECTIONS, visibleSections } from './sections.ts';

describe('sections', () => {
  it('have unique ids and paths, and labels and hints in the locale files', () => {
    expect(new Set(SECTIONS.map((section) => section.id)).size).toBe(SECTIONS.length);
    expect(new Set(SECTIONS.map((section) => section.path)).size).toBe(SECTIONS.length);
    for (const section of SECTIONS) {
      expect(en).toHaveProperty([section.labelKey]);
      expect(en).toHaveProperty([`${section.labelKey}.hint`]);
    }
  });

  it('show a section only with its permission', () => {
    expect(visibleSections([]).map((section) => section.id)).toEqual(['home', 'account']);
    expect(visibleSections(['staff.read']).map((section) => section.id)).toContain('staff');
  });
});
