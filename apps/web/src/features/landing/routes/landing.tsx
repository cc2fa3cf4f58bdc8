import {
  ArrowRightIcon,
  BrainCircuitIcon,
  EyeOffIcon,
  FileStackIcon,
  FileTextIcon,
  LockKeyholeIcon,
  MailIcon,
  MenuIcon,
  MessagesSquareIcon,
  ServerIcon,
  ShieldCheckIcon,
  XIcon,
} from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { PageSpinner } from '@/components/ui/spinner';
import { betaMailtoHref, SITE } from '@/config/site';
import type { TLocale } from '@/i18n';
import { cx } from '@/lib/cx';
import { useSession } from '@/lib/session-provider';
import { HeroIllustration } from '../components/hero-illustration';
import { STEPS, TEAM, TESTIMONIALS } from '../content';

const focusRing = 'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';
const primaryLook = cx(
  'inline-flex items-center justify-center gap-2 rounded-lg bg-primary text-sm font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary-hover',
  focusRing,
);
const primaryButton = cx(primaryLook, 'h-11 px-5');
const secondaryButton = cx(
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-border bg-card px-5 text-sm font-semibold text-foreground shadow-xs transition-colors hover:bg-muted',
  focusRing,
);

function SectionHeading({ eyebrow, title, text, id }: { eyebrow: string; title: string; text?: string; id?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {text && <p className="mt-4 text-base leading-relaxed text-pretty text-muted-foreground sm:text-lg">{text}</p>}
    </div>
  );
}

function FeatureCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-border bg-card p-6 shadow-xs transition-shadow hover:shadow-md">
      <div className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary [&_svg]:size-5">
        {icon}
      </div>
      <h3 className="mt-4 text-base font-semibold">{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{children}</p>
    </div>
  );
}

const SECTION_ANCHORS = [
  ['#features', 'nav.features'],
  ['#how-it-works', 'nav.howItWorks'],
  ['#contact', 'nav.contact'],
] as const;

type ChangeLanguage = (language: TLocale) => void;

/** The beta-request mail, with its subject and body in the interface's language. */
function useBetaMailtoHref(): string {
  const { t } = useTranslation('landing');
  return betaMailtoHref({ subject: t('mail.subject'), body: t('mail.body') });
}

/**
 * Below md the section links and the language switch do not fit the top bar: a menu button (aria-expanded) opens them
 * in a panel under the bar, the links first. Escape or a click outside closes it (Escape gives the focus back to the
 * button); choosing a link closes it too, choosing a language does not.
 */
function SectionMenu({ onChangeLanguage }: { onChangeLanguage: ChangeLanguage }) {
  const { t } = useTranslation(['landing', 'common']);
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setIsOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen]);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setIsOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls="landing-section-menu"
        className={cx(
          'flex size-9 cursor-pointer items-center justify-center rounded-md text-foreground hover:bg-muted',
          focusRing,
        )}
      >
        {isOpen ? <XIcon aria-hidden="true" className="size-5" /> : <MenuIcon aria-hidden="true" className="size-5" />}
        <span className="sr-only">{isOpen ? t('common:nav.closeMenu') : t('common:nav.openMenu')}</span>
      </button>
      {/* Rendered only while open: the top bar then holds one link per section, as on wide screens. */}
      {isOpen && (
        <div
          ref={panelRef}
          id="landing-section-menu"
          className="absolute inset-x-0 top-full border-b border-border bg-background shadow-md"
        >
          <nav aria-label={t('nav.sections')} className="mx-auto flex max-w-6xl flex-col px-4 py-2 sm:px-6">
            {SECTION_ANCHORS.map(([href, label]) => (
              <a
                key={href}
                href={href}
                onClick={() => setIsOpen(false)}
                className={cx('rounded-md px-2 py-3 text-base font-medium text-foreground hover:bg-muted', focusRing)}
              >
                {t(label)}
              </a>
            ))}
          </nav>
          <div className="mx-auto max-w-6xl border-t border-border px-6 py-3 sm:px-8">
            <LanguageSwitch onChange={onChangeLanguage} />
          </div>
        </div>
      )}
    </div>
  );
}

function SiteHeader({ onChangeLanguage }: { onChangeLanguage: ChangeLanguage }) {
  const { t } = useTranslation('landing');
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <a
          href="#top"
          className={cx('shrink-0 rounded-md', focusRing)}
          aria-label={t('homeLabel', { product: SITE.productName })}
        >
          <Logo />
        </a>
        <nav aria-label={t('nav.sections')} className="hidden items-center gap-5 md:flex lg:gap-7">
          {SECTION_ANCHORS.map(([href, label]) => (
            <a
              key={href}
              href={href}
              className={cx(
                'rounded text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
                focusRing,
              )}
            >
              {t(label)}
            </a>
          ))}
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          {/* From md the switch sits in the bar; below it, in the section menu's panel. */}
          <div className="hidden md:block">
            <LanguageSwitch onChange={onChangeLanguage} />
          </div>
          <Link to="/login" className={cx(primaryLook, 'h-9 px-4')}>
            {t('nav.login')}
          </Link>
          <SectionMenu onChangeLanguage={onChangeLanguage} />
        </div>
      </div>
    </header>
  );
}

const STATS = ['projects', 'hosting', 'masking'] as const;

/**
 * A translation with one `<highlight>…</highlight>` part (the markup react-i18next's Trans reads), that part in its
 * own span. Trans itself would bring an HTML parser onto the landing page, which has no room for it.
 */
function Highlighted({ text, className }: { text: string; className: string }) {
  const match = /^(.*)<highlight>(.*)<\/highlight>(.*)$/s.exec(text);
  if (!match) return text;
  const [, before, highlighted, after] = match;
  return (
    <>
      {before}
      <span className={className}>{highlighted}</span>
      {after}
    </>
  );
}

function Hero() {
  const { t } = useTranslation('landing');
  const mailtoHref = useBetaMailtoHref();
  return (
    <section className="relative overflow-hidden" aria-labelledby="hero-title">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute inset-x-0 top-0 h-[36rem] bg-[radial-gradient(ellipse_at_top,oklch(0.93_0.04_264)_0%,transparent_65%)]" />
        <svg className="absolute inset-0 h-full w-full stroke-slate-300/40 [mask-image:radial-gradient(60%_60%_at_50%_0%,black,transparent)]">
          <defs>
            <pattern id="hero-grid" width="48" height="48" patternUnits="userSpaceOnUse">
              <path d="M48 0H0v48" fill="none" />
            </pattern>
          </defs>
          <rect width="100%" height="100%" fill="url(#hero-grid)" />
        </svg>
      </div>
      <div className="relative mx-auto grid max-w-6xl items-center gap-14 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1fr_1.1fr] lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/15 bg-card/80 px-3 py-1 text-xs font-semibold text-primary shadow-xs">
            <span className="size-1.5 rounded-full bg-accent-red" />
            {t('hero.badge')}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl lg:text-[3.25rem]"
          >
            <Highlighted text={t('hero.title')} className="text-primary" />
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-muted-foreground">{t('hero.text')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={mailtoHref} className={primaryButton}>
              <MailIcon className="size-4" />
              {t('requestAccess')}
            </a>
            <a href="#how-it-works" className={secondaryButton}>
              {t('hero.learnMore')}
              <ArrowRightIcon className="size-4" />
            </a>
          </div>
          <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4 border-t border-border pt-6">
            {STATS.map((stat) => (
              <div key={stat}>
                <dt className="sr-only">{t(`stats.${stat}.label`)}</dt>
                <dd className="text-2xl font-semibold tracking-tight">{t(`stats.${stat}.value`)}</dd>
                <dd className="mt-1 text-xs leading-snug text-muted-foreground">{t(`stats.${stat}.label`)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

function Testimonials() {
  const { t } = useTranslation('landing');
  return (
    <section aria-label={t('testimonials.label')} className="border-y border-border bg-card">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14 sm:px-6 md:grid-cols-2">
        {TESTIMONIALS.map((testimonial) => (
          <figure key={testimonial.name} className="relative rounded-2xl bg-muted/60 p-6 sm:p-8">
            <svg aria-hidden="true" viewBox="0 0 32 32" className="absolute top-6 right-6 size-8 fill-primary/10">
              <path d="M10 8C6 10 4 13.5 4 18v6h9v-9H8c0-3 1.5-5 4-6.5L10 8Zm15 0c-4 2-6 5.5-6 10v6h9v-9h-5c0-3 1.5-5 4-6.5L25 8Z" />
            </svg>
            <blockquote className="relative text-base leading-relaxed text-pretty text-foreground sm:text-lg">
              {t('testimonials.quote', { quote: t(`testimonials.${testimonial.id}.quote`) })}
            </blockquote>
            <figcaption className="mt-5 flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {testimonial.name.charAt(0)}
              </span>
              <span>
                <span className="block text-sm font-semibold">{testimonial.name}</span>
                <span className="block text-xs text-muted-foreground">
                  {t(`testimonials.${testimonial.id}.role`)} · {t(`testimonials.${testimonial.id}.kind`)}
                </span>
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

function Features() {
  const { t } = useTranslation('landing');
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow={t('nav.features')}
          title={t('features.title')}
          text={t('features.text')}
        />
        <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <FeatureCard icon={<BrainCircuitIcon />} title={t('features.analysis.title')}>
            {t('features.analysis.text')}
          </FeatureCard>
          <FeatureCard icon={<FileStackIcon />} title={t('features.slots.title')}>
            {t('features.slots.text')}
          </FeatureCard>
          <FeatureCard icon={<MessagesSquareIcon />} title={t('features.chat.title')}>
            {t('features.chat.text')}
          </FeatureCard>
          <FeatureCard icon={<FileTextIcon />} title={t('features.export.title')}>
            {t('features.export.text')}
          </FeatureCard>
        </div>
      </div>
    </section>
  );
}

const SECURITY_POINTS = [
  { id: 'hosting', icon: <ServerIcon /> },
  { id: 'anonymization', icon: <EyeOffIcon /> },
  { id: 'access', icon: <LockKeyholeIcon /> },
  { id: 'deletion', icon: <ShieldCheckIcon /> },
] as const;

function Security() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="security-title" className="bg-slate-950 py-20 text-slate-100 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-sky-300 uppercase">{t('security.eyebrow')}</p>
          <h2
            id="security-title"
            className="mt-2 text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl"
          >
            {t('security.title')}
          </h2>
          <p className="mt-4 text-base leading-relaxed text-slate-300 sm:text-lg">{t('security.text')}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {SECURITY_POINTS.map((item) => (
            <div key={item.id} className="rounded-2xl border border-white/10 bg-white/[0.04] p-5">
              <div className="flex size-9 items-center justify-center rounded-lg bg-sky-400/10 text-sky-300 [&_svg]:size-5">
                {item.icon}
              </div>
              <h3 className="mt-4 text-sm font-semibold text-white">{t(`security.${item.id}.title`)}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-400">{t(`security.${item.id}.text`)}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="how-title" eyebrow={t('nav.howItWorks')} title={t('howItWorks.title')} />
        <ol className="mt-12 grid gap-5 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.id} className="relative rounded-2xl border border-border bg-card p-6 shadow-xs">
              <span className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <h3 className="mt-4 text-base font-semibold">{t(`steps.${step.id}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(`steps.${step.id}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Team() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="team-title" className="border-t border-border bg-card py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="team-title" eyebrow={t('team.eyebrow')} title={t('team.title')} text={t('team.text')} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {TEAM.map((person) => {
            const initials = person.name
              .split(' ')
              .map((part) => part.charAt(0))
              .join('');
            return (
              <li key={person.id} className="rounded-2xl border border-border bg-background p-6 text-center">
                <span
                  aria-hidden="true"
                  className="mx-auto flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-primary to-sky-600 text-lg font-semibold text-white"
                >
                  {initials}
                </span>
                <h3 className="mt-4 text-base font-semibold">{person.name}</h3>
                <p className="text-sm font-medium text-primary">{t(`team.${person.id}.role`)}</p>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(`team.${person.id}.bio`)}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function CallToAction() {
  const { t } = useTranslation('landing');
  const mailtoHref = useBetaMailtoHref();
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-16 px-4 py-20 sm:px-6 sm:py-24">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-xl sm:px-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,rgb(255_255_255/0.18),transparent_45%),radial-gradient(circle_at_90%_100%,rgb(56_189_248/0.3),transparent_40%)]"
        />
        <div className="relative">
          <h2 id="contact-title" className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {t('cta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-base leading-relaxed text-primary-foreground/85 sm:text-lg">
            {t('cta.text')}
          </p>
          <a
            href={mailtoHref}
            className="mt-8 inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-white px-6 text-sm font-semibold text-primary shadow-sm transition-colors hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-primary focus-visible:outline-none"
          >
            <MailIcon className="size-4" />
            {t('requestAccess')}
          </a>
          <p className="mt-4 text-sm text-primary-foreground/75">{SITE.contactEmail}</p>
        </div>
      </div>
    </section>
  );
}

function SiteFooter() {
  const { t } = useTranslation('landing');
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <Logo className="[&_svg]:size-7" />
        <p>
          © {new Date().getFullYear()}{' '}
          <a
            href={SITE.companyUrl}
            className={cx('rounded font-medium text-foreground hover:text-primary', focusRing)}
            rel="noopener"
          >
            {SITE.companyName}
          </a>
          . {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}

/** The landing page in the interface's language; `onChangeLanguage` applies the language chosen in its top bar. */
export function LandingPage({ onChangeLanguage }: { onChangeLanguage: ChangeLanguage }) {
  return (
    <div id="top" className="min-h-dvh bg-background">
      <SiteHeader onChangeLanguage={onChangeLanguage} />
      <main>
        <Hero />
        <Testimonials />
        <Features />
        <Security />
        <HowItWorks />
        <Team />
        <CallToAction />
      </main>
      <SiteFooter />
    </div>
  );
}

/** `/`: the public landing page; signed-in users go straight to their projects. */
export default function LandingRoute() {
  const { user, isLoading, setLanguage } = useSession();
  const { t } = useTranslation();
  if (isLoading) return <PageSpinner label={t('session.loading')} />;
  if (user) return <Navigate to="/projects" replace />;
  return <LandingPage onChangeLanguage={(language) => void setLanguage(language)} />;
}
