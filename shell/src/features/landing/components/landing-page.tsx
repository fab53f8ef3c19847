import { addResources } from '@vetnow/web-kit/i18n';
import en from '../i18n/en.json' with { type: 'json' };
import { useLandingDestinations } from '../hooks/use-landing-destinations';
import { AboutSection } from './about-section';
import { CallToAction } from './call-to-action';
import { ContactSection } from './contact-section';
import { FeatureTiles } from './feature-tiles';
import { Hero } from './hero';
import { PrivacySection } from './privacy-section';
import { ServiceAreaCard } from './service-area-card';
import { SiteFooter } from './site-footer';
import { Stats } from './stats';
import { TermsSection } from './terms-section';
import { TestimonialCarousel } from './testimonial-carousel';

export const LANDING_NAMESPACE = 'landing';
addResources(LANDING_NAMESPACE, en, {
  si: () => import('../i18n/si.json', { with: { type: 'json' } }),
  ta: () => import('../i18n/ta.json', { with: { type: 'json' } }),
});

/**
 * The public landing page (route `/`, i18n namespace `landing`). Renders its sections and the site footer; the
 * shell's layout supplies the top navigation and the surrounding landmark (`<main>`).
 */
export function LandingPage() {
  const destinations = useLandingDestinations();
  return (
    <>
      <Hero destinations={destinations} />
      <Stats />
      <FeatureTiles />
      <TestimonialCarousel />
      <ServiceAreaCard />
      <AboutSection />
      <ContactSection />
      <CallToAction destinations={destinations} />
      <PrivacySection />
      <TermsSection />
      <SiteFooter />
    </>
  );
}
