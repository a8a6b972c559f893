import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { requestData } from '../../src/api/http-client';

interface Option { value: number; label: string; customerName?: string }

/** Options of one of the production select lists (select-projects, select-recipes), for the acting organisation. */
function useOptions(path: string, orgId?: string): Option[] {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    let live = true;
    requestData<Option[]>(path, { params: orgId ? { orgId } : {} }).then((o) => { if (live) setOptions(o ?? []); }).catch(() => undefined);
    return () => { live = false; };
  }, [path, orgId]);
  return options;
}

interface InputProps { value?: number; onChange?: (v: number) => void; orgId?: string }

/** A project of the organisation, named with its customer: the form field `projectId` of plans and tasks. */
export function ProjectSelect({ value, onChange, orgId }: InputProps) {
  const options = useOptions('/production/production/select-projects', orgId)
    .map((o) => ({ value: o.value, label: o.customerName ? `${o.label} · ${o.customerName}` : o.label }));
  return <Select showSearch optionFilterProp="label" value={value} onChange={onChange} options={options} data-testid="project-select" />;
}

/** A mix design of the organisation: the form field `recipeId`. */
export function RecipeSelect({ value, onChange, orgId }: InputProps) {
  const options = useOptions('/production/production/select-recipes', orgId);
  return <Select showSearch optionFilterProp="label" value={value} onChange={onChange} options={options} data-testid="recipe-select" />;
}
