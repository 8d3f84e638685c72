import { describe, expect, it } from 'vitest';
import { storedFileName } from './attachment-name.ts';

describe('storedFileName: an e-mail attachment’s name as the review card shows it', () => {
  it('keeps an ordinary name as it is', () => {
    expect(storedFileName('李明_作品集.zip')).toBe('李明_作品集.zip');
    expect(storedFileName('Résumé (final).pdf')).toBe('Résumé (final).pdf');
  });

  it('makes line breaks, tabs and DEL one space, and removes direction overrides', () => {
    expect(storedFileName('cv\u202Egpj.exe\r\n作品.mp4')).toBe('cvgpj.exe 作品.mp4');
    expect(storedFileName('a\tb\u007Fc.pdf')).toBe('a b c.pdf');
  });

  it('names a name that is nothing once cleaned "attachment"', () => {
    expect(storedFileName('\u202E\u200B\u2066')).toBe('attachment');
    expect(storedFileName('   ')).toBe('attachment');
  });

  it('cuts a long name before its extension and never inside a character', () => {
    const long = `${'😀'.repeat(300)}.mp4`;
    const stored = storedFileName(long);
    expect(Array.from(stored)).toHaveLength(255);
    expect(stored.endsWith('😀.mp4')).toBe(true);
    expect(stored).not.toContain('\uFFFD');
    expect(storedFileName('x'.repeat(400))).toBe('x'.repeat(255));
  });

  it('repairs a UTF-8 name read as Latin-1', () => {
    const mojibake = Buffer.from('简历.pdf', 'utf8').toString('latin1');
    expect(storedFileName(mojibake)).toBe('简历.pdf');
  });

  it('makes a path separator "_", decoded ones too, so a name names no folder', () => {
    expect(storedFileName('../../李/../etc/passwd.pdf')).toBe('.._.._李_.._etc_passwd.pdf');
    expect(storedFileName('..%2F..%2F%E6%9D%8E%5Cwin.ini.pdf')).toBe('.._.._李_win.ini.pdf');
    expect(storedFileName('..')).toBe('attachment');
    expect(storedFileName('\u0085. .')).toBe('attachment');
  });
});
