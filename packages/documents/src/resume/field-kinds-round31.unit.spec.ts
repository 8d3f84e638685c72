import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, thirty-first round (fields): our own texts.

describe('thirty-first round: names', () => {
  it('a name wrapped inside a hyphenated family name is joined at the hyphen', () => {
    const text = 'Youssef Karim Abu-\nZeid Mansour\nData Engineer\nyoussef.am@example.org\n';
    expect(extractResumeFields(text).name).toBe('Youssef Karim Abu-Zeid Mansour');
  });
  it('a name a sidebar wrapped before its particle is read whole, below the sidebar', () => {
    const sidebar = [
      'CONTACTO',
      '+52 33 1234 5678',
      'cami.delossantos@example.mx',
      'HABILIDADES',
      'Python',
      'SQL',
    ].concat(['Airflow', 'dbt', 'BigQuery', 'IDIOMAS', 'Español', 'English']);
    const text = [...sidebar, 'Ana Camila', 'de los Santos Ruiz', 'Data Engineer', 'Perfil'].join('\n');
    expect(extractResumeFields(text).name).toBe('Ana Camila de los Santos Ruiz');
    // Without the particle the second line is no continuation of the name.
    const plain = [...sidebar, 'Ana Camila', 'Santos Ruiz Data', 'Perfil'].join('\n');
    expect(extractResumeFields(plain).name).not.toBe('Ana Camila Santos Ruiz Data');
  });
  it("the Dutch particle 't is part of a family name", () => {
    const text = "Pieter van 't Hoff\tpieter@example.nl\nBackend Engineer\n";
    expect(extractResumeFields(text).name).toBe("Pieter van 't Hoff");
  });
});

describe('thirty-first round: birth date, phone, gender', () => {
  it('"Nacimiento:" labels a birth date', () => {
    const text = 'Sofía Paz\nsofia.paz@example.com.ar\nNacimiento: 03/11/1997\n';
    expect(extractResumeFields(text).birthday).toBe('1997-11-03');
  });
  it('a mainland mobile after +86 in groups other than 3-4-4', () => {
    expect(extractResumeFields('李华\nTel：+86 13912 345 678\n').phone).toBe('+86 139 1234 5678');
    // Twelve digits after +86 are no mainland mobile.
    expect(extractResumeFields('李华\nTel：+86 13912 345 6789\n').phone).not.toBe('+86 139 1234 5678');
  });
  it('a gender opening the line under a personal-details heading', () => {
    // Far below the top, as a sidebar read after the main column sets it.
    const work = Array.from({ length: 16 }, (_, n) => `• 項目 ${n + 1}：以 Spark 重寫每日報表`);
    const text = ['陈嘉豪', '數據工程師', '工作經歷', ...work, '個人資料', '男 ｜ 持香港永久性居民身份證'].join('\n');
    expect(extractResumeFields(text).gender).toBe('Male');
    expect(extractResumeFields(text.replace('個人資料', '備註')).gender).toBe('');
  });
});
