import { zodResolver } from '@hookform/resolvers/zod';
import { CheckIcon, PencilIcon, XIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError, fieldErrorProps } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { resolveRename, useProjectProblem, ZRenameProjectForm } from '../validation';

interface ProjectNameEditorProps {
  name: string;
  isSaving: boolean;
  /** Called with the trimmed new name; empty or unchanged names never reach it. Without it the name is only shown. */
  onRename?: (name: string) => void;
}

/**
 * Inline rename: Enter or blur saves, Escape cancels; an empty or unchanged name just cancels. Any other name is
 * checked with the contract's rules for a project name, and a problem (too long) is shown under the field.
 */
export function ProjectNameEditor({ name, isSaving, onRename }: ProjectNameEditorProps) {
  const { t } = useTranslation('projects');
  const [isEditing, setIsEditing] = useState(false);

  if (!isEditing || !onRename) {
    return (
      <div className="flex min-w-0 items-start gap-1.5 sm:items-center">
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:truncate sm:text-[1.75rem]" title={name}>
          {name}
        </h1>
        {onRename && (
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={() => setIsEditing(true)}
            aria-label={t('rename.button')}
            title={t('rename.button')}
            disabled={isSaving}
            className="shrink-0 text-muted-foreground"
          >
            <PencilIcon />
          </Button>
        )}
      </div>
    );
  }

  return <ProjectNameForm name={name} onRename={onRename} onClose={() => setIsEditing(false)} />;
}

/** Mounted for one edit, so it starts from the current name each time. */
function ProjectNameForm({
  name,
  onRename,
  onClose,
}: {
  name: string;
  onRename: (name: string) => void;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZRenameProjectForm),
    defaultValues: { name },
    // A blur saves too: moving the focus back to a refused name would hold the user in the field.
    shouldFocusError: false,
  });
  const { t } = useTranslation('projects');
  const nameError = useProjectProblem()('name', errors.name);
  /** Enter and the blur that may follow it must not save twice. */
  const isClosingRef = useRef(false);

  const close = () => {
    isClosingRef.current = true;
    onClose();
  };
  const rename = handleSubmit(({ name: next }) => {
    if (isClosingRef.current) return;
    close();
    onRename(next);
  });
  const commit = () => {
    if (isClosingRef.current) return;
    if (resolveRename(name, getValues('name')) === null) {
      close();
      return;
    }
    void rename();
  };
  const field = register('name', { onBlur: commit });

  return (
    <form
      className="flex w-full max-w-xl flex-col gap-1"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        commit();
      }}
    >
      <div className="flex items-center gap-1.5">
        <label htmlFor="project-name-edit" className="sr-only">
          {t('rename.field')}
        </label>
        <Input
          id="project-name-edit"
          {...field}
          {...fieldErrorProps('project-name-edit-error', nameError)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              close();
            }
          }}
          autoFocus
          className="h-10 text-lg font-semibold"
        />
        <Button
          type="submit"
          size="icon"
          variant="ghost"
          aria-label={t('rename.save')}
          onMouseDown={(event) => event.preventDefault()}
        >
          <CheckIcon />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          aria-label={t('rename.cancel')}
          onMouseDown={(event) => event.preventDefault()}
          onClick={close}
        >
          <XIcon />
        </Button>
      </div>
      <FieldError id="project-name-edit-error" error={nameError} />
    </form>
  );
}
