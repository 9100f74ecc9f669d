import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeCategory } from '../../state/search/testing';
import { renderWithEnv } from '../../testing';
import { CategoryHero } from './CategoryHero';
import { SubCategories } from './SubCategories';
import { loadSanitizer } from './useSanitizedHtml';

// happy-dom's HTML parser does not give DOMPurify a real document (scripts and handlers
// survive), so here DOMPurify is replaced by a marker and the unit test checks that only its
// output reaches the page; the browser tests check the real sanitizing in Chromium.
const sanitize = vi.fn((html: string) => `<em>clean</em> ${html.replace(/<[^>]*>/g, '')}`);
vi.mock('dompurify', () => ({ default: { sanitize: (html: string) => sanitize(html), addHook: () => {} } }));

describe('CategoryHero', () => {
  it('shows the name as a heading, the image and the description', async () => {
    renderWithEnv(<CategoryHero category={makeCategory()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Containers' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('clean').tagName).toBe('EM'));
    expect(screen.getByText(/Pots and trays for every crop/)).toBeTruthy();
  });

  it('shows only the sanitized description, never the raw HTML', async () => {
    const description = '<p>Safe<img src="x" onerror="window.__pwned=1"></p>';
    const { container } = renderWithEnv(<CategoryHero category={makeCategory({ description })} />);
    const box = container.querySelector('.sf-hero__description')!;
    // Empty until the sanitizer has loaded, clean from then on: never the raw HTML.
    expect(['', '<em>clean</em> Safe']).toContain(box.innerHTML);
    await waitFor(() => expect(box.innerHTML).toBe('<em>clean</em> Safe'));
    // Handlers are dropped before DOMPurify parses (no CSP report); DOMPurify sanitizes the rest.
    expect(sanitize).toHaveBeenCalledWith('<p>Safe<img src="x" ></p>');
  });

  it('cleans the description while rendering once the sanitizer has loaded (drawn in one pass)', async () => {
    await loadSanitizer();
    const { container } = renderWithEnv(<CategoryHero category={makeCategory({ description: '<p>Ready</p>' })} />);
    expect(container.querySelector('.sf-hero__description')!.innerHTML).toBe('<em>clean</em> Ready');
  });

  it('shows a display name as text, never as markup', () => {
    renderWithEnv(<CategoryHero category={makeCategory({ displayName: '<b>Pots</b>', description: null })} />);
    expect(screen.getByRole('heading', { name: '<b>Pots</b>' })).toBeTruthy();
  });

  it('links the Super Saver category with ss=1', () => {
    renderWithEnv(
      <CategoryHero category={makeCategory()} superSaverCategory={makeCategory({ categoryId: 99, displayName: 'Super Saver' })} />,
    );
    expect(screen.getByRole('link', { name: 'See Super Saver deals' }).getAttribute('href')).toBe('/order-now/99/super-saver?ss=1');
  });

  it('lists the resource sections under their titles, and shows an unsafe link as text only', () => {
    renderWithEnv(
      <CategoryHero
        category={makeCategory({
          resourceSections: [
            { title: 'Pots resources', links: [{ text: 'Pots buying guide', url: '/resources/pots-guide' }, { text: 'Free pots', url: 'javascript:alert(1)' }] },
            { title: 'Empty', links: [] },
          ],
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Pots resources', level: 2 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pots buying guide' }).getAttribute('href')).toBe('/resources/pots-guide');
    expect(screen.getByText('Free pots').closest('a')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Empty' })).toBeNull();
  });

  it('does not link the Super Saver category from its own page', () => {
    const superSaver = makeCategory({ categoryId: 99, displayName: 'Super Saver' });
    renderWithEnv(<CategoryHero category={superSaver} superSaverCategory={superSaver} />);
    expect(screen.queryByRole('link', { name: 'See Super Saver deals' })).toBeNull();
  });
});

describe('SubCategories', () => {
  it('links each square by the route rules, plants to /plant-connection, with ss=1 when super saver', () => {
    renderWithEnv(
      <SubCategories
        subCategories={[
          makeCategory({ categoryId: 21, displayName: 'Round Pots' }),
          makeCategory({ categoryId: 22, displayName: 'Plants' }),
          makeCategory({ categoryId: 23, displayName: 'Trays', superSaver: true }),
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Round Pots' }).getAttribute('href')).toBe('/order-now/21/round-pots');
    expect(screen.getByRole('link', { name: 'Plants' }).getAttribute('href')).toBe('/plant-connection');
    expect(screen.getByRole('link', { name: 'Trays' }).getAttribute('href')).toBe('/order-now/23/trays?ss=1');
  });

  it('renders nothing without sub-categories', () => {
    const { container } = renderWithEnv(<SubCategories subCategories={[]} />);
    expect(container.textContent).toBe('');
  });
});
