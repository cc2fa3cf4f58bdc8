import { PROJECT_TYPE_LABELS, PROJECT_TYPES, type TProjectType } from '@grant-review/contract';
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
            {PROJECT_TYPE_LABELS[type]}
          </Label>
        </div>
      ))}
    </div>
  );
}
