import { findRuleSection, type RuleCategoryId } from '@common/rules-catalogue';
import { useEffect } from 'react';

/**
 * `/rules#<card id>` opens the card's tab and scrolls to the card, on load and when the hash
 * changes; 100 ms leaves the tab time to render (spec section 9).
 */
export function useRulesHash(openCategory: (category: RuleCategoryId) => void) {
  useEffect(() => {
    let timer: number | undefined;
    const follow = () => {
      const section = findRuleSection(decodeURIComponent(window.location.hash.slice(1)));
      if (!section) return;
      openCategory(section.category);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => document.getElementById(section.id)?.scrollIntoView(), 100);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('hashchange', follow);
    };
  }, [openCategory]);
}
