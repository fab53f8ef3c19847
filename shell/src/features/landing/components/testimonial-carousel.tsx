import { TESTIMONIAL_ROTATION_MS } from '@vetnow/contracts/constants';
import { useCallback, useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';
import { CONTAINER, CONTROL_ON_LIGHT, TESTIMONIAL_KEYS } from './landing-content';

const COUNT = TESTIMONIAL_KEYS.length;

/**
 * Testimonial carousel (WAI-ARIA APG carousel pattern). Rotates every TESTIMONIAL_ROTATION_MS unless the visitor
 * prefers reduced motion, hovers it, has keyboard focus inside it, or pressed pause. While it rotates by itself the
 * live region is silent (aria-live="off") so screen readers are not interrupted every few seconds; whenever it
 * does not rotate by itself (paused, focused, reduced motion) it is aria-live="polite" and announces the new slide.
 */
export function TestimonialCarousel() {
  const { t } = useTranslation('landing');
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  // null: follow the visitor's motion preference; true/false: the visitor pressed play/pause.
  const [autoRotateChoice, setAutoRotateChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const autoRotate = autoRotateChoice ?? !reducedMotion;
  const rotating = autoRotate && !hovered && !focused;

  const show = useCallback((next: number) => setIndex(((next % COUNT) + COUNT) % COUNT), []);
  const previous = () => show(index - 1);
  const next = () => show(index + 1);

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % COUNT), TESTIMONIAL_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [rotating, index]);

  const toggleRotation = () => {
    if (autoRotate) {
      setAutoRotateChoice(false);
    } else {
      // An explicit "play" starts rotating now, even with the pointer or focus on the button.
      setAutoRotateChoice(true);
      setHovered(false);
      setFocused(false);
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  return (
    <section
      aria-labelledby="landing-testimonials-heading"
      aria-roledescription={t('testimonials.carouselRoleDescription')}
      className="bg-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className={`${CONTAINER} py-16`}>
        <h2 id="landing-testimonials-heading" className="text-3xl font-bold text-slate-900">
          {t('testimonials.heading')}
        </h2>
        <div className="mt-8">
          {/* All slides share one grid cell, so the box is as tall as the longest quote and never jumps. */}
          <div aria-live={rotating ? 'off' : 'polite'} className="grid" data-testid="testimonial-slides">
            {TESTIMONIAL_KEYS.map((key, i) => {
              const current = i === index;
              return (
                <div
                  key={key}
                  role="group"
                  aria-roledescription={t('testimonials.slideRoleDescription')}
                  aria-label={t('testimonials.slideLabel', { current: i + 1, total: COUNT })}
                  aria-hidden={current ? undefined : true}
                  inert={!current}
                  className={`col-start-1 row-start-1 motion-safe:transition-opacity motion-safe:duration-500 ${
                    current ? 'visible opacity-100' : 'invisible opacity-0'
                  }`}
                >
                  <figure className="rounded-xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
                    <blockquote className="text-lg text-slate-800 sm:text-xl">
                      <p>“{t(`testimonials.items.${key}.quote`)}”</p>
                    </blockquote>
                    <figcaption className="mt-6">
                      <span className="block font-semibold text-slate-900">{t(`testimonials.items.${key}.name`)}</span>
                      <span className="block text-slate-700">
                        {t('testimonials.petLabel', { pet: t(`testimonials.items.${key}.pet`) })}
                      </span>
                    </figcaption>
                  </figure>
                </div>
              );
            })}
          </div>
          <div className="mt-6 flex flex-wrap items-center justify-center gap-2">
            <button type="button" className={CONTROL_ON_LIGHT} onClick={toggleRotation} aria-label={autoRotate ? t('testimonials.pause') : t('testimonials.play')}>
              {autoRotate ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
            </button>
            <button type="button" className={CONTROL_ON_LIGHT} onClick={previous} aria-label={t('testimonials.previous')}>
              <ChevronLeftIcon className="size-5" />
            </button>
            <ul className="flex items-center">
              {TESTIMONIAL_KEYS.map((key, i) => (
                <li key={key}>
                  <button
                    type="button"
                    className="group inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800"
                    onClick={() => show(i)}
                    aria-label={t('testimonials.goTo', { current: i + 1, total: COUNT })}
                    aria-current={i === index ? 'true' : undefined}
                  >
                    <span
                      className={`size-3 rounded-full border-2 border-teal-800 ${
                        i === index ? 'bg-teal-800' : 'bg-white group-hover:bg-teal-100'
                      }`}
                    />
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className={CONTROL_ON_LIGHT} onClick={next} aria-label={t('testimonials.next')}>
              <ChevronRightIcon className="size-5" />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
