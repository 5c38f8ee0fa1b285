import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../app/i18n/i18n.ts';
import { Carousel } from './carousel.tsx';

beforeAll(async () => {
  await initI18n();
  await i18next.loadNamespaces('ui');
});

const slides = ['Alpha', 'Beta', 'Gamma'];

function renderCarousel(items: string[]) {
  return render(
    <Carousel items={items} getKey={(item) => item} renderSlide={(item) => <p>{item}</p>} label="Offers" />,
  );
}

describe('Carousel', () => {
  it('names itself and its slides, with arrows and slide pickers for 2+ slides', () => {
    renderCarousel(slides);
    expect(screen.getByRole('region', { name: 'Offers' }).getAttribute('aria-roledescription')).toBe(
      'carousel',
    );
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current')).toBe('true');
  });

  it('keeps only the slide on show reachable by keyboard', () => {
    renderCarousel(slides);
    expect(screen.getByRole('group', { name: '1 of 3' }).inert).toBe(false);
    expect(screen.getByRole('group', { name: '2 of 3' }).inert).toBe(true);
  });

  it('shows a single slide plainly: no arrows, no pickers', () => {
    renderCarousel(['Only']);
    expect(screen.getByText('Only')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
