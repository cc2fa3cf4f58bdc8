import { PROJECT_TYPES, type TProjectType } from '@grant-review/contract';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { toggleProjectType } from '../create-user-rules';

export function ProjectTypeCheckboxes({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: TProjectType[];
  onChange: (value: TProjectType[]) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col gap-2.5">
      {PROJECT_TYPES.map((type) => (
        <div key={type} className="flex items-center gap-2.5">
          <Checkbox
            id={`${idPrefix}-${type}`}
            checked={value.includes(type)}
            onCheckedChange={(checked) => onChange(toggleProjectType(value, type, checked === true))}
          />
          <Label htmlFor={`${idPrefix}-${type}`} className="font-normal">
            {t(`projectType.${type}`)}
          </Label>
        </div>
      ))}
    </div>
  );
}
