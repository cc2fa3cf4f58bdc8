import { CheckIcon, PencilIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { resolveRename } from '../validation';

interface ProjectNameEditorProps {
  name: string;
  isSaving: boolean;
  /** Called with the trimmed new name; empty or unchanged names never reach it. */
  onRename: (name: string) => void;
}

/** Inline rename: Enter or blur saves, Escape cancels; an empty or unchanged name just cancels. */
export function ProjectNameEditor({ name, isSaving, onRename }: ProjectNameEditorProps) {
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const next = resolveRename(name, draft);
    setDraft(null);
    if (next) onRename(next);
  };

  if (draft === null) {
    return (
      <div className="flex min-w-0 items-start gap-1.5 sm:items-center">
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:truncate sm:text-[1.75rem]" title={name}>
          {name}
        </h1>
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={() => setDraft(name)}
          aria-label="Rename project"
          title="Rename project"
          disabled={isSaving}
          className="shrink-0 text-muted-foreground"
        >
          <PencilIcon />
        </Button>
      </div>
    );
  }

  return (
    <form
      className="flex w-full max-w-xl items-center gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        commit();
      }}
    >
      <label htmlFor="project-name-edit" className="sr-only">
        Project name
      </label>
      <Input
        id="project-name-edit"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            setDraft(null);
          }
        }}
        autoFocus
        className="h-10 text-lg font-semibold"
      />
      <Button
        type="submit"
        size="icon"
        variant="ghost"
        aria-label="Save name"
        onMouseDown={(event) => event.preventDefault()}
      >
        <CheckIcon />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        aria-label="Cancel rename"
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setDraft(null)}
      >
        <XIcon />
      </Button>
    </form>
  );
}
