import { useEffect } from 'react';
import { AboutSection } from './about-section';
import { CarSection } from './car-section';
import { HeroSection } from './hero-section';
import { NewsSection } from './news-section';
import { SponsorsSection } from './sponsors-section';
import { TeamSection } from './team-section';

/** Spec section 9: scroll to the hash's section 100 ms after load, and again on hash change. */
function useScrollToHash() {
  useEffect(() => {
    const scroll = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (id) document.getElementById(id)?.scrollIntoView();
    };
    const timer = window.setTimeout(scroll, 100);
    window.addEventListener('hashchange', scroll);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('hashchange', scroll);
    };
  }, []);
}

export function HomePage() {
  useScrollToHash();
  return (
    <main>
      <HeroSection />
      <AboutSection />
      <CarSection />
      <TeamSection />
      <SponsorsSection />
      <NewsSection />
    </main>
  );
}
