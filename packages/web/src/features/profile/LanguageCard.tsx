import { LANGUAGES, isLanguage, type Language } from '@paydos/domain';
import { pageLanguage } from '../../platform/page-language';
import { languageMessages } from '../../platform/messages/language';
import { Card, CardHeader } from '../../ui/Card';
import { SelectField } from '../../ui/Field';
import { currentProfileInput, useUpdateProfile, type Profile } from './api';

const m = languageMessages.language;

/**
 * Issue 26: the person's interface language, saved on change. The page's texts are fixed before its first render,
 * so another language reloads the page (the stored user carries the choice into the reload).
 */
export function LanguageCard({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const change = async (language: Language) => {
    // Not disabled while it saves: a disabled select drops the focus to <body>; a second change waits instead.
    if (update.isPending) return;
    try {
      await update.mutateAsync({ ...currentProfileInput(profile), language });
      if (language !== pageLanguage()) window.location.reload();
    } catch {
      // shown under the field
    }
  };
  return (
    <Card>
      <CardHeader title={m.title} />
      <div className="p-5 sm:max-w-sm">
        <SelectField
          label={m.label}
          hint={m.hint}
          error={update.isError ? `${m.saveFailed}: ${update.error.message}` : undefined}
          value={profile.language ?? pageLanguage()}
          aria-busy={update.isPending}
          onChange={(e) => {
            if (isLanguage(e.target.value)) void change(e.target.value);
          }}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {m.options[language]}
            </option>
          ))}
        </SelectField>
      </div>
    </Card>
  );
}
