import {
  findRuleSection,
  type RuleCategoryId,
  ruleCategories,
  ruleCategoryOf,
  ruleCategoryPath,
  sectionsOfCategory,
} from '@common/rules-catalogue';
import { useCallback, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageLayout } from '@/components/page-layout';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PageText } from '@/features/page-texts/page-text';
import { usePageText } from '@/features/page-texts/use-page-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useScrollToHash } from '@/lib/use-scroll-to-hash';
import { QuickReference } from './quick-reference';
import { RuleSectionCard } from './rule-section-card';

/** /rules: the public rules catalogue, a tab per topic. */
export default function RulesPage() {
  const [category, setCategory] = useState(ruleCategoryOf(useSearch()));
  const [, navigate] = useLocation();
  const [namedCard, setNamedCard] = useState<string | null>(null);
  // `/rules#<card id>` (an Axel citation) opens the card's tab, highlights it and scrolls to it.
  // The card may come only with its tab, after the browser has looked for it: CSS's :target would
  // not find it, so the page marks it.
  const openCardTab = useCallback((id: string) => {
    const section = findRuleSection(id);
    if (section) setCategory(section.category);
    setNamedCard(section ? id : null);
  }, []);
  useScrollToHash(openCardTab);
  useDocumentTitle(usePageText('rules.title'));

  return (
    <PageLayout
      title={<PageText id="rules.title" />}
      width="wide"
      intro={<PageText id="rules.intro" />}
    >
      <Tabs
        value={category}
        onValueChange={(value) => {
          setCategory(value as RuleCategoryId);
          // Replaced rather than pushed, as arrow keys open a tab at each step.
          navigate(ruleCategoryPath(value as RuleCategoryId), { replace: true });
        }}
        className="mt-10"
      >
        <TabsList aria-label="Rule topics">
          {ruleCategories.map((ruleCategory) => (
            <TabsTrigger key={ruleCategory.id} value={ruleCategory.id}>
              {ruleCategory.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {ruleCategories.map((ruleCategory) => (
          <TabsContent key={ruleCategory.id} value={ruleCategory.id} className="mt-6">
            <h2 className="sr-only">{ruleCategory.label}</h2>
            <p className="text-slate-700">{ruleCategory.description}</p>
            <div className="mt-6 space-y-6">
              {sectionsOfCategory(ruleCategory.id).map((section) => (
                <RuleSectionCard
                  key={section.id}
                  section={section}
                  highlighted={section.id === namedCard}
                />
              ))}
            </div>
          </TabsContent>
        ))}
      </Tabs>
      <QuickReference />
    </PageLayout>
  );
}
