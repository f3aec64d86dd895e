import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';

/** A report's username search: typing changes nothing until it is submitted; `children` add buttons after Search. */
export function SearchForm({
  label,
  value,
  onChange,
  onSearch,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSearch: (username: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form className="agent-search" onSubmit={submit}>
      <TextField label={label} value={value} onChange={(e) => onChange(e.target.value)} maxLength={64} />
      <Button type="submit" variant="outline">
        {t('agentReports.search')}
      </Button>
      {children}
    </form>
  );
}
