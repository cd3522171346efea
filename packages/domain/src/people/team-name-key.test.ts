import { describe, expect, it } from 'vitest';
import { teamNameKey } from './team-name-key';

/** The names of one team, and names that stay apart (docs/approval-rules.md "Team names"). */
const TEAM_NAME_KEY_CASES: readonly { name: string; key: string }[] = [
  { name: 'IŞIK', key: 'ışık' },
  { name: 'Işık', key: 'ışık' },
  { name: 'ışık', key: 'ışık' },
  { name: 'İK', key: 'ik' },
  { name: 'ik', key: 'ik' },
  { name: 'İnsan Kaynakları', key: 'insan kaynakları' },
  { name: 'İNSAN KAYNAKLARI', key: 'insan kaynakları' },
  { name: 'IRMAK', key: 'ırmak' },
  { name: 'ırmak', key: 'ırmak' },
  { name: 'SATIŞ', key: 'satış' },
  { name: 'Satış', key: 'satış' },
  { name: 'ÇAĞRI MERKEZİ', key: 'çağrı merkezi' },
  { name: 'Ürün Geliştirme', key: 'ürün geliştirme' },
  { name: 'ÖDEMELER', key: 'ödemeler' },
  { name: 'KÂTİPLİK', key: 'kâtiplik' },
  { name: 'sinir', key: 'sinir' },
  { name: 'SINIR', key: 'sınır' },
  { name: 'IT', key: 'ıt' },
  { name: '  Satış   Ekibi ', key: 'satış ekibi' },
  { name: 'Satış\tEkibi', key: 'satış ekibi' },
  { name: 'Satış\u00a0Ekibi', key: 'satış ekibi' },
  { name: 'I\u0307K', key: 'ik' },
  { name: 'Depo-2 (Gebze)', key: 'depo-2 (gebze)' },
];

describe('teamNameKey', () => {
  it('team names fold Turkish İ/ı: IŞIK and Işık are one team', () => {
    expect(teamNameKey('IŞIK')).toBe(teamNameKey('Işık'));
    expect(teamNameKey('İK')).toBe(teamNameKey('ik'));
    expect(teamNameKey('IRMAK')).toBe(teamNameKey('ırmak'));
    expect(teamNameKey('İNSAN KAYNAKLARI')).toBe(teamNameKey('İnsan Kaynakları'));
  });

  it('dotted and dotless stay two letters: "sinir" and "SINIR" (sınır) are two teams, "IŞIK" and "işik" too', () => {
    expect(teamNameKey('sinir')).not.toBe(teamNameKey('SINIR'));
    expect(teamNameKey('IŞIK')).not.toBe(teamNameKey('işik'));
  });

  it('white space: trimmed, every run one space; the NFC form first (I + combining dot is İ)', () => {
    expect(teamNameKey('  Satış \t  Ekibi ')).toBe('satış ekibi');
    expect(teamNameKey('I\u0307K')).toBe(teamNameKey('İK'));
  });

  it.each(TEAM_NAME_KEY_CASES)('$name → $key', ({ name, key }) => {
    expect(teamNameKey(name)).toBe(key);
  });
});
