/**
 * The landing page's lists: who and what appears, in order. Their text is in the `landing` translations
 * (`locales/<language>/landing.json`), under keys built from these ids. Testimonials and team members are
 * placeholders to be replaced with real, consented quotes and people before launch; names are not translated.
 */
export const TESTIMONIALS = [
  { id: 'client', name: 'Laura M.' },
  { id: 'mentor', name: 'Dr. Stefan K.' },
] as const;

export const TEAM = [
  { id: 'andrea', name: 'Andrea Keller' },
  { id: 'marco', name: 'Marco Bianchi' },
  { id: 'sophie', name: 'Sophie Dubois' },
] as const;

export const STEPS = [{ id: 'upload' }, { id: 'analyse' }, { id: 'discuss' }] as const;
