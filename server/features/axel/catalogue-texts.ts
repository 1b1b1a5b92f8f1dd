// The catalogue's cards as Axel's search reads them: the title, then the requirement lines and the
// category's label.
import { ruleCategories, ruleSections } from '../../../common/rules-catalogue';
import type { SearchableText } from './lexical-index';

const categoryLabels = new Map<string, string>(ruleCategories.map((c) => [c.id, c.label]));

export const catalogueTexts: SearchableText[] = ruleSections.map((section) => ({
  id: section.id,
  title: section.title,
  body: `${section.requirements.join('\n')}\n${categoryLabels.get(section.category) ?? ''}`,
}));
