// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { track } from './analytics';

afterEach(() => {
  delete window.gtag;
});

describe('analytics', () => {
  it('does nothing without a global tag function', () => {
    expect(() => track('cta_click', { location: 'hero' })).not.toThrow();
  });

  it('sends the event through gtag when the page has it', () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    track('cta_click', { location: 'hero' });
    expect(gtag).toHaveBeenCalledWith('event', 'cta_click', { location: 'hero' });
  });

  it('never breaks when gtag throws', () => {
    window.gtag = () => {
      throw new Error('blocked');
    };
    expect(() => track('faq_open')).not.toThrow();
  });
});
