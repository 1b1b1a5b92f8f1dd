import { newNewsArticleSchema, SCHEDULE_IN_PAST } from '@common/news/news-publishing';
import { describe, expect, it } from 'vitest';
import { publishingFields, submitLabelOf } from './news-publishing-choice';
import { CHOOSE_DATE_AND_TIME, localInputValue } from './publish-moment';

const article = { title: 'T', excerpt: 'E', content: 'C', date: '2026-12-01' };
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('the publishing choice of the Create Article form', () => {
  it('sends a draft as unpublished and Publish now as published', () => {
    expect(publishingFields('draft', '')).toEqual({ body: { isPublished: 0 } });
    expect(publishingFields('now', '')).toEqual({ body: { isPublished: 1 } });
  });

  it('sends a schedule as the moment the admin picked where they are, which the API takes', () => {
    const picked = localInputValue(inAnHour());

    const { body, problem } = publishingFields('schedule', picked);

    expect(problem).toBeUndefined();
    expect(body).toEqual({
      isPublished: 0,
      publishAt: new Date(picked).toISOString(),
      timeZone: expect.any(String),
    });
    expect(newNewsArticleSchema.safeParse({ ...article, ...body }).success).toBe(true);
  });

  it('says what is wrong with a time gone by or a missing one, in the words the server uses', () => {
    const anHourAgo = localInputValue(new Date(Date.now() - 3_600_000));

    expect(publishingFields('schedule', anHourAgo).problem).toBe(SCHEDULE_IN_PAST);
    expect(publishingFields('schedule', '').problem).toBe(CHOOSE_DATE_AND_TIME);
  });

  it('names the submit button after the choice', () => {
    expect(['draft', 'schedule', 'now', 'other'].map(submitLabelOf)).toEqual([
      'Save draft',
      'Schedule',
      'Publish now',
      undefined,
    ]);
  });
});
