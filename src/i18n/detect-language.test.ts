import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';

describe('default language', () => {
  it('comes from the cookie first', () => {
    expect(detectLanguage('ja', ['zh-CN'])).toBe('ja');
  });
  it('then from the first supported browser language', () => {
    expect(detectLanguage(undefined, ['fr-FR', 'es-ES', 'zh'])).toBe('es');
    expect(detectLanguage('xx', ['zh-CN'])).toBe('zh');
  });
  it('else falls back to en', () => {
    expect(detectLanguage(undefined, ['fr', 'de'])).toBe('en');
    expect(detectLanguage(undefined, [])).toBe('en');
  });
});
