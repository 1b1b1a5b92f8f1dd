import { useScrollToHash } from '@/lib/use-scroll-to-hash';
import { AboutSection } from './about-section';
import { CarSection } from './car-section';
import { HeroSection } from './hero-section';
import { NewsSection } from './news-section';
import { SponsorsSection } from './sponsors-section';
import { TeamSection } from './team-section';

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
