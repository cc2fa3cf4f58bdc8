import { CopyIcon, KeyRoundIcon, XIcon } from 'lucide-react';
import { LIMITS } from '@grant-review/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { TemporaryPassword } from '../hooks/use-temporary-password';

export function TemporaryPasswordBanner({ value, onClose }: { value: TemporaryPassword; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value.password);
      setIsCopied(true);
    } catch {
      setIsCopied(false);
    }
  };
  return (
    <div
      role="status"
      className="relative rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 pr-12 text-amber-950"
    >
      <div className="flex items-start gap-3">
        <KeyRoundIcon className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium">{t('temporaryPassword.title', { email: value.email })}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <code className="rounded-md border border-amber-300 bg-white px-2.5 py-1 font-mono text-sm tracking-wide select-all">
              {value.password}
            </code>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void copy()}
              className="border-amber-300 bg-white hover:bg-amber-100"
            >
              <CopyIcon />
              {isCopied ? t('temporaryPassword.copied') : t('temporaryPassword.copy')}
            </Button>
          </div>
          <p className="mt-2 text-xs text-amber-800">
            {t('temporaryPassword.autoHide', { seconds: LIMITS.temporaryPasswordVisibleMs / 1000 })}{' '}
            {t('temporaryPassword.share')}
          </p>
        </div>
      </div>
      <button
        type="button"
        onClick={onClose}
        className="absolute top-2.5 right-2.5 cursor-pointer rounded p-1 text-amber-700 outline-none hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <XIcon className="size-4" />
        <span className="sr-only">{t('temporaryPassword.close')}</span>
      </button>
    </div>
  );
}
