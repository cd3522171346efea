import { LANGUAGES } from '@paydos/domain';
import { Languages } from 'lucide-react';
import { chooseVisitorLanguage, personLanguage } from '../../platform/language';
import { languageMessages } from '../../platform/messages/language';
import { pageLanguage } from '../../platform/page-language';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';

const m = languageMessages.language;

/**
 * Issue 26: the logged-out pages' language switch, one button per other language, named in itself ("English" on a
 * Turkish page, "Türkçe" on an English one). The choice is kept for this site and the page reloads in it
 * (platform/language.ts). A signed-in person's choice, made on the profile page, comes first: no switch for them.
 */
export function LanguageSwitch({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  if (personLanguage()) return null;
  const others = LANGUAGES.filter((language) => language !== pageLanguage());
  return (
    <div className={cn('flex gap-1', className)}>
      {others.map((language) => (
        <Button
          key={language}
          type="button"
          variant="ghost"
          size="sm"
          className={cn('px-2.5', tone === 'dark' && 'text-slate-200 hover:bg-white/10 hover:text-white')}
          onClick={() => chooseVisitorLanguage(language)}
        >
          <Languages className="size-4" aria-hidden />
          <span className="sr-only">{m.switchTo} </span>
          <span lang={language}>{m.options[language]}</span>
        </Button>
      ))}
    </div>
  );
}
