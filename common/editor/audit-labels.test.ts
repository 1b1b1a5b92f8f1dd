import { describe, expect, it } from 'vitest';
import { auditFieldLabel, auditKindLabel, pageTextName, shownValue } from './audit-labels';

describe('the audit log’s words', () => {
  it('names kinds of records as people do, and spells out one it does not know', () => {
    expect(auditKindLabel('team-member')).toBe('Team member');
    expect(auditKindLabel('member-resource')).toBe('Members’ link');
    expect(auditKindLabel('club-settings')).toBe('Club settings');
    expect(auditKindLabel('some-new-thing')).toBe('Some new thing');
  });

  it('names fields by the editor’s labels, in lower case but for words set in capitals', () => {
    expect(auditFieldLabel('team-member', 'bio')).toBe('bio');
    expect(auditFieldLabel('team-member', 'imageUrl')).toBe('image URL');
    expect(auditFieldLabel('team-member', 'linkedIn')).toBe('LinkedIn');
    expect(auditFieldLabel('competition', 'eventName')).toBe('event name');
    expect(auditFieldLabel('user', 'isActive')).toBe('active');
    expect(auditFieldLabel('club-settings', 'clubName')).toBe('club name');
    expect(auditFieldLabel('news-article', 'publishAt')).toBe('scheduled for');
    expect(auditFieldLabel('news-article', 'draft')).toBe('draft of changes');
  });

  it('names a page text by its page and its label', () => {
    expect(pageTextName('home.badge')).toBe('Home › hero badge');
    expect(pageTextName('about.intro')).toBe('Home › about introduction');
    expect(pageTextName('timeTracking.title')).toBe('Time tracking › time tracking title');
    expect(pageTextName('home.missing')).toBeNull();
  });

  it('shows a draft of changes a line for each field', () => {
    expect(shownValue('draft', { title: 'Race day', imageUrl: null })).toBe(
      'title: Race day\nimage url: (empty)',
    );
  });
});
