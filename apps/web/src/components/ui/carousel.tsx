import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { TIMINGS_MS } from '@orioni/contracts/spec-constants';
import './carousel.css';

/**
 * A small carousel without a library: `visible` slides at once, previous/next buttons and dots,
 * optional autoplay that pauses on hover and focus and never runs under prefers-reduced-motion
 * (decision 18). Slides out of view are inert so keyboard and screen readers skip them.
 */
export function Carousel({
  slides,
  label,
  visible = 1,
  autoplayMs,
  speedMs = TIMINGS_MS.bannerSpeed,
  labels,
  className = '',
}: {
  slides: ReactNode[];
  label: string;
  visible?: number;
  autoplayMs?: number;
  /** How long a slide takes to move (R9.carousel.03: the banner's 500 ms, `TIMINGS_MS.bannerSpeed`). */
  speedMs?: number;
  labels: { previous: string; next: string; slide: string };
  className?: string;
}) {
  const count = slides.length;
  const pages = Math.max(1, count - visible + 1);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const go = useCallback((next: number) => setIndex(((next % pages) + pages) % pages), [pages]);

  useEffect(() => {
    if (!autoplayMs || paused || pages < 2) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % pages), autoplayMs);
    return () => window.clearInterval(timer);
  }, [autoplayMs, paused, pages]);

  return (
    <div
      ref={root}
      className={`carousel ${className}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-index={index}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node)) setPaused(false);
      }}
    >
      <div className="carousel__viewport">
        <div
          className="carousel__track"
          style={{ transform: `translateX(-${(index * 100) / visible}%)`, transitionDuration: `${speedMs}ms` }}
          aria-live={autoplayMs && !paused ? 'off' : 'polite'}
        >
          {slides.map((slide, i) => {
            const shown = i >= index && i < index + visible;
            return (
              <div
                key={i}
                className="carousel__slide"
                style={{ flexBasis: `${100 / visible}%` }}
                role="group"
                aria-roledescription="slide"
                aria-label={`${labels.slide} ${i + 1} / ${count}`}
                aria-hidden={!shown || undefined}
                inert={!shown || undefined}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {pages > 1 && (
        <div className="carousel__controls">
          <button type="button" className="carousel__arrow" aria-label={labels.previous} onClick={() => go(index - 1)}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <div className="carousel__dots">
            {Array.from({ length: pages }, (_, i) => (
              <button
                key={i}
                type="button"
                className="carousel__dot"
                aria-label={`${labels.slide} ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className="carousel__arrow" aria-label={labels.next} onClick={() => go(index + 1)}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
