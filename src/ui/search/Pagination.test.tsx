import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithEnv } from '../../testing';
import { Pagination } from './Pagination';

const labels = () =>
  // Every list item, including the ellipses that are hidden from assistive technology.
  [...screen.getByRole('navigation', { name: 'Pagination' }).querySelectorAll('li')].map(
    (li) => li.textContent || li.querySelector('button')!.getAttribute('aria-label'),
  );

describe('Pagination', () => {
  it('is a navigation named Pagination with the current page marked', () => {
    renderWithEnv(<Pagination page={3} pageCount={10} isMobile={false} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 4' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows boundary 1 and sibling 1 on desktop', () => {
    renderWithEnv(<Pagination page={6} pageCount={20} isMobile={false} onPageChange={() => {}} />);
    expect(labels()).toEqual(['Previous page', '1', '…', '5', '6', '7', '…', '20', 'Next page']);
  });

  it('shows sibling range 0 on mobile', () => {
    renderWithEnv(<Pagination page={6} pageCount={20} isMobile onPageChange={() => {}} />);
    expect(labels()).toEqual(['Previous page', '1', '…', '6', '…', '20', 'Next page']);
  });

  it('asks for the chosen, previous and next page', async () => {
    const onPageChange = vi.fn();
    renderWithEnv(<Pagination page={2} pageCount={5} isMobile={false} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange.mock.calls).toEqual([[4], [1], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { unmount } = renderWithEnv(<Pagination page={1} pageCount={3} isMobile={false} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    unmount();
    renderWithEnv(<Pagination page={3} pageCount={3} isMobile={false} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });

  it('is absent for a single page', () => {
    renderWithEnv(<Pagination page={1} pageCount={1} isMobile={false} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});
