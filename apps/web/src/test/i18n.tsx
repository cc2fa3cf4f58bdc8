import i18next from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { TLocale } from '@/i18n';

/** Renders a subtree in one language, whatever the rest of the test uses. */
export function LocaleProvider({ locale, children }: { locale: TLocale; children: ReactNode }) {
  const instance = useMemo(() => i18next.cloneInstance({ lng: locale }), [locale]);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
