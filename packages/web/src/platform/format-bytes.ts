import { formatUpToOneDecimal } from './format-numbers';

/** A file's size as people read it, in Turkish digits (1,5 MB): the upload pages and the onboarding wizard. */
export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatUpToOneDecimal(bytes / 1024)} KB`;
  return `${formatUpToOneDecimal(bytes / 1024 / 1024)} MB`;
}
