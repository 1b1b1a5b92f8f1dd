import { describe, expect, it } from 'vitest';
import { settingsLink, tabLink, tabOf } from './editor-tabs';

describe('the editor tab named in the address', () => {
  it('opens the tab the query names', () => {
    expect(tabOf('?tab=settings')).toBe('settings');
    expect(tabOf('tab=news&x=1')).toBe('news');
  });

  it('opens the Dashboard when the query names no tab, or one that does not exist', () => {
    expect(tabOf('')).toBe('dashboard');
    expect(tabOf('?tab=payroll')).toBe('dashboard');
  });

  it('links to a tab, the Dashboard without a query, and to a setting in Club settings', () => {
    expect(tabLink('dashboard')).toBe('/admin/edit');
    expect(tabLink('team')).toBe('/admin/edit?tab=team');
    expect(settingsLink('logoUrl')).toBe('/admin/edit?tab=settings#setting-logoUrl');
  });
});
