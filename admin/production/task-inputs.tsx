import { Select } from 'antd';
import { useTaskProjectOptionsQuery, useTaskRecipeOptionsQuery } from './production.api';

interface InputProps {
  value?: number;
  onChange?: (v: number) => void;
  orgId?: string;
}

/** A project of the organisation, named with its customer: the form field `projectId` of plans and tasks. */
export function ProjectSelect({ value, onChange, orgId }: InputProps) {
  // the options of the acting organisation; a refusal has been told to the user and keeps the last ones
  const options = (useTaskProjectOptionsQuery(orgId).data ?? []).map((o) => ({
    value: o.value,
    label: o.customerName ? `${o.label} · ${o.customerName}` : o.label,
  }));
  return <Select showSearch optionFilterProp="label" value={value} onChange={onChange} options={options} data-testid="project-select" />;
}

/** A mix design of the organisation: the form field `recipeId`. */
export function RecipeSelect({ value, onChange, orgId }: InputProps) {
  const options = useTaskRecipeOptionsQuery(orgId).data ?? [];
  return <Select showSearch optionFilterProp="label" value={value} onChange={onChange} options={options} data-testid="recipe-select" />;
}
