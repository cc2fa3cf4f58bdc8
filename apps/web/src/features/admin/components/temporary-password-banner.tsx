import { CopyIcon, KeyRoundIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { TemporaryPassword } from '../hooks/use-temporary-password';

export const AUTO_HIDE_NOTE = 'Password will be hidden automatically after 30 seconds.';

export function TemporaryPasswordBanner({ value, onClose }: { value: TemporaryPassword; onClose: () => void }) {
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
          <p className="text-sm font-medium">Temporary password for {value.email}</p>
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
              {isCopied ? 'Copied' : 'Copy'}
            </Button>
          </div>
          <p className="mt-2 text-xs text-amber-800">
            {AUTO_HIDE_NOTE} Share it with the user through a secure channel; they choose their own at the next sign-in.
          </p>
        </div>
      </div>
      <button
        type="button"
        onClick={onClose}
        className="absolute top-2.5 right-2.5 cursor-pointer rounded p-1 text-amber-700 outline-none hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <XIcon className="size-4" />
        <span className="sr-only">Close</span>
      </button>
    </div>
  );
}
