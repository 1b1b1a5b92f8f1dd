import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { useScrollToHash } from '@/lib/hooks/use-scroll-to-hash';
import { NewsSection } from '../news/news-section';
import { AboutSection } from './about-section';
import { CarSection } from './car-section';
import { ContactSection } from './contact-section';
import { EventsSection } from './events-section';
import { HeroSection } from './hero-section';
import { SponsorsSection } from './sponsors-section';
import { TeamSection } from './team-section';
import { useLandingDataSettled } from './use-landing-data';

export function HomePage() {
  // A link to a section (/#team) lands on it once the sections above it have their content.
  useScrollToHash(undefined, useLandingDataSettled());
  useDocumentTitle();
  return (
    <main>
      <HeroSection />
      <AboutSection />
      <CarSection />
      <TeamSection />
      <SponsorsSection />
      <NewsSection />
      <EventsSection />
      <ContactSection />
    </main>
  );
}
