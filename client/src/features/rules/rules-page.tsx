import {
  RULES_API_PATH,
  type RulesCatalogue,
  ruleTabOf,
  ruleTabPath,
  tabOfCard,
} from '@common/rules/rules-catalogue';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageLayout } from '@/components/page-layout';
import { SectionError } from '@/components/section-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PageText } from '@/features/page-texts/page-text';
import { usePageText } from '@/features/page-texts/use-page-text';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { useScrollToHash } from '@/lib/hooks/use-scroll-to-hash';
import { QuickReference } from './quick-reference';
import { RuleCard } from './rule-card';

/** /rules: the public rules catalogue, a tab per topic. */
export default function RulesPage() {
  useDocumentTitle(usePageText('rules.title'));
  const catalogue = useQuery<RulesCatalogue>({ queryKey: [RULES_API_PATH] });
  return (
    <PageLayout
      title={<PageText id="rules.title" />}
      width="wide"
      intro={<PageText id="rules.intro" />}
    >
      {catalogue.isError ? (
        <SectionError message="Failed to load the rules catalogue. Please try again later." />
      ) : catalogue.isPending ? (
        <Skeleton className="mt-10 h-96" />
      ) : (
        <Catalogue catalogue={catalogue.data} />
      )}
    </PageLayout>
  );
}

function Catalogue({ catalogue }: { catalogue: RulesCatalogue }) {
  const [chosenTab, setTab] = useState(ruleTabOf(catalogue, useSearch())?.id);
  // A tab deleted while the page was open leaves the first one shown.
  const tab = catalogue.tabs.some(({ id }) => id === chosenTab) ? chosenTab : catalogue.tabs[0]?.id;
  const [, navigate] = useLocation();
  const [namedCard, setNamedCard] = useState<string | null>(null);
  // `/rules#<card id>` (an Axel citation) opens the card's tab, highlights it and scrolls to it.
  // The card may come only with its tab, after the browser has looked for it: CSS's :target would
  // not find it, so the page marks it.
  const openCardTab = useCallback(
    (id: string) => {
      const cardTab = tabOfCard(catalogue, id);
      if (cardTab) setTab(cardTab.id);
      setNamedCard(cardTab ? id : null);
    },
    [catalogue],
  );
  useScrollToHash(openCardTab);

  if (catalogue.tabs.length === 0) {
    return <p className="mt-10 text-slate-600">The rules catalogue is being written.</p>;
  }
  return (
    <>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value);
          // Replaced rather than pushed, as arrow keys open a tab at each step.
          navigate(ruleTabPath(catalogue, value), { replace: true });
        }}
        className="mt-10"
      >
        <TabsList aria-label="Rule topics">
          {catalogue.tabs.map((ruleTab) => (
            // A link to the tab's address, so that a tab opens before the page's code has come
            // (the server sends the page with that tab open); once it has, the tab opens in place.
            <TabsTrigger key={ruleTab.id} value={ruleTab.id} asChild>
              <a
                href={ruleTabPath(catalogue, ruleTab.id)}
                type={undefined}
                onClick={(event) => {
                  if (!opensElsewhere(event)) event.preventDefault();
                }}
              >
                {ruleTab.label}
              </a>
            </TabsTrigger>
          ))}
        </TabsList>
        {catalogue.tabs.map((ruleTab) => (
          <TabsContent key={ruleTab.id} value={ruleTab.id} className="mt-6">
            <h2 className="sr-only">{ruleTab.label}</h2>
            <p className="text-slate-700">{ruleTab.description}</p>
            <div className="mt-6 space-y-6">
              {ruleTab.cards.map((card) => (
                <RuleCard key={card.id} card={card} highlighted={card.id === namedCard} />
              ))}
            </div>
          </TabsContent>
        ))}
      </Tabs>
      <QuickReference deadlines={catalogue.deadlines} />
    </>
  );
}

/** A click that asks for a new tab or window, which the link's own address serves. */
const opensElsewhere = (
  event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
) => event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
