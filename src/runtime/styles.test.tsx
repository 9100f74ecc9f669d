import { act, screen } from '@testing-library/react';
import type { CSSObject, Theme } from '@emotion/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testPageContext, writePageContext } from '../testing/pageData';
import { BASE_STYLE_ATTRIBUTE, ensureBaseStyle, pageEmotionCache } from './styles';
import { defineWidget, startEntry } from './widget';

afterEach(() => {
  vi.restoreAllMocks();
});

const boxStyle = (theme: Theme): CSSObject => ({ padding: theme.space.md, color: theme.color.primary });

const styled = defineWidget({
  name: 'styled',
  selector: '#styled',
  render: () => <p css={boxStyle}>Styled box</p>,
});

function mountStyled(nonce: string | null) {
  writePageContext(testPageContext({ cspNonce: nonce }));
  const element = document.createElement('div');
  element.id = 'styled';
  document.body.append(element);
  act(() => startEntry([styled], window));
}

describe('page styles', () => {
  it('puts the CSP nonce on the base stylesheet and on every Emotion style element', () => {
    mountStyled('n0nce-123');
    const base = document.head.querySelector(`style[${BASE_STYLE_ATTRIBUTE}]`);
    const emotionStyles = [...document.head.querySelectorAll('style[data-emotion]')];
    expect(base?.getAttribute('nonce')).toBe('n0nce-123');
    expect(emotionStyles.length).toBeGreaterThan(0);
    expect(emotionStyles.every((style) => style.getAttribute('nonce') === 'n0nce-123')).toBe(true);
  });

  it('inserts the base stylesheet before Emotion, so widget classes win over the reset', () => {
    mountStyled(null);
    const styles = [...document.head.querySelectorAll('style')];
    const baseIndex = styles.findIndex((style) => style.hasAttribute(BASE_STYLE_ATTRIBUTE));
    const firstEmotion = styles.findIndex((style) => style.getAttribute('data-emotion') === 'sf');
    expect(baseIndex).toBe(0);
    expect(firstEmotion).toBeGreaterThan(baseIndex);
    expect(styles[baseIndex]?.hasAttribute('nonce')).toBe(false);
  });

  it("keeps the order when the host appends its own style elements to the head", () => {
    mountStyled(null);
    const host = document.createElement('style');
    host.textContent = 'p { margin: 0 }';
    document.head.append(host);
    const later = defineWidget({ name: 'later', selector: '#later', render: () => <p css={{ margin: 3 }}>Later</p> });
    const element = document.createElement('div');
    element.id = 'later';
    document.body.append(element);
    act(() => startEntry([later], window));
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles.at(-1)).toBe(host);
  });

  it('styles widgets through the css prop with theme tokens and the "sf" key', () => {
    mountStyled(null);
    const box = screen.getByText('Styled box');
    expect(box.className).toMatch(/^sf-/);
    expect(getComputedStyle(box).padding).toBe('12px');
  });

  it('shares one cache and one base stylesheet per page', () => {
    const first = pageEmotionCache(window, 'a');
    expect(pageEmotionCache(window, 'a')).toBe(first);
    ensureBaseStyle(document, 'a');
    expect(document.head.querySelectorAll(`style[${BASE_STYLE_ATTRIBUTE}]`)).toHaveLength(1);
  });

  it('places a late base stylesheet before Emotion styles that are already there', () => {
    const existing = document.createElement('style');
    existing.setAttribute('data-emotion', 'sf');
    document.head.append(document.createElement('meta'), existing);
    const base = ensureBaseStyle(document, undefined);
    expect(base.nextElementSibling).toBe(existing);
  });

  it('gives the mount element and its portal container the sf-root scope', () => {
    mountStyled(null);
    expect(document.getElementById('styled')?.classList.contains('sf-root')).toBe(true);
    expect(document.querySelector('[data-sf-portal="styled"]')?.classList.contains('sf-root')).toBe(true);
  });
});
