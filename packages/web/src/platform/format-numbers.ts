import {
  formatCount as formatTurkishCount,
  formatDays as formatTurkishDays,
  formatLira as formatTurkishLira,
  formatOneDecimal as formatTurkishOneDecimal,
  formatUpToOneDecimal as formatTurkishUpToOneDecimal,
} from '@paydos/domain';
import { displayFormats } from './format-state';

export const formatCount = (value: number) => (displayFormats()?.count ?? formatTurkishCount)(value);
export const formatOneDecimal = (value: number) => (displayFormats()?.oneDecimal ?? formatTurkishOneDecimal)(value);
export const formatUpToOneDecimal = (value: number) =>
  (displayFormats()?.upToOneDecimal ?? formatTurkishUpToOneDecimal)(value);
export const formatLira = (amount: number) => (displayFormats()?.lira ?? formatTurkishLira)(amount);
export const formatWholeLira = (amount: number) =>
  displayFormats()?.wholeLira(amount) ?? `${formatTurkishCount(amount)} ₺`;
export const formatPercent = (value: number) =>
  displayFormats()?.percent(value) ?? `%${formatTurkishOneDecimal(value)}`;
export const formatDays = (days: number) => (displayFormats()?.days ?? formatTurkishDays)(days);
